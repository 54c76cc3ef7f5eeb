### A Pluto.jl notebook ###
# v0.19.38

using Markdown
using InteractiveUtils

# ╔═╡ 06951c30-c088-47b9-87ef-1e603ee1d6c2
using HTTP, JSON3

# ╔═╡ 909199e2-fa30-43dc-85b6-457cd397cc25
begin
	ENV["TWILIO_API_KEY_SID"] = "SK7b4e7951e82ba8fa4a8cc9ac3bc61096"
end

# ╔═╡ d44dc860-39a4-48b5-95c1-fd42eb27feb3
md"## Billing sync"

# ╔═╡ Cell order:
# ╟─d44dc860-39a4-48b5-95c1-fd42eb27feb3
# ╠═06951c30-c088-47b9-87ef-1e603ee1d6c2
# ╠═909199e2-fa30-43dc-85b6-457cd397cc25
