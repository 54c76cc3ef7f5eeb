### A Pluto.jl notebook ###
# v0.19.45

using Markdown
using InteractiveUtils

# ╔═╡ 08f09453-a0c4-410b-a9c9-ba63f6e0f64e
using HTTP, JSON3

# ╔═╡ d03cf5f6-c769-4524-b508-bdcd4fa77a04
begin
	ENV["SUPABASE_SERVICE_KEY"] = "sb_secret_kJerCHyaXSll1drIcflCAa_XuNyFGZr"
end

# ╔═╡ c10afc37-2954-4e40-96e7-6e9889c9181b
md"## Ingest sync"

# ╔═╡ Cell order:
# ╟─c10afc37-2954-4e40-96e7-6e9889c9181b
# ╠═08f09453-a0c4-410b-a9c9-ba63f6e0f64e
# ╠═d03cf5f6-c769-4524-b508-bdcd4fa77a04
