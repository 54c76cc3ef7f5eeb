### A Pluto.jl notebook ###
# v0.19.43

using Markdown
using InteractiveUtils

# ╔═╡ 6412485d-2aae-4365-9d2a-5ae7c8f7c055
using HTTP, JSON3

# ╔═╡ 3047d4de-306e-41a2-8d23-82a6bc3de5b6
begin
	ENV["MAPBOX_SECRET_TOKEN"] = "ENC[AES256_GCM,data:wd+z+3W44+0QbbgrCa0AjyY0uT6X3BUDAiFPTNmqUQK1+uy3Aw6PWDcU9riUVKL6PG7E8/6+P1pFNEm1vO1mP8kTWHUU229u3oz+ZRuRwy3C6CF+tpFpui+Q,iv:GzxK7vgQ74mvwYqJOOUe4aA8FEkZDKrY4IxZ0TUA0DM=,tag:uWy4JJh2BVWTiLyf/5jolA==,type:str]"
end

# ╔═╡ d64a7805-88b3-4f40-8b0c-ffb76458535a
md"## Reports sync"

# ╔═╡ Cell order:
# ╟─d64a7805-88b3-4f40-8b0c-ffb76458535a
# ╠═6412485d-2aae-4365-9d2a-5ae7c8f7c055
# ╠═3047d4de-306e-41a2-8d23-82a6bc3de5b6
