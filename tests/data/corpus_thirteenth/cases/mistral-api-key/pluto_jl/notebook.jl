### A Pluto.jl notebook ###
# v0.19.43

using Markdown
using InteractiveUtils

# ╔═╡ 39fe30f1-ad97-4acd-bdf2-f07f44bfbc08
using HTTP, JSON3

# ╔═╡ 2bdac2fd-c670-4adb-aeaa-4aabcf59b24f
begin
	ENV["MISTRAL_KEY"] = "AxgAOwtOfqYO0zeCMUJfpKOe3mcbWQsR"
end

# ╔═╡ a40e0e75-9851-4438-956c-42a89a5e536a
md"## Ingest sync"

# ╔═╡ Cell order:
# ╟─a40e0e75-9851-4438-956c-42a89a5e536a
# ╠═39fe30f1-ad97-4acd-bdf2-f07f44bfbc08
# ╠═2bdac2fd-c670-4adb-aeaa-4aabcf59b24f
