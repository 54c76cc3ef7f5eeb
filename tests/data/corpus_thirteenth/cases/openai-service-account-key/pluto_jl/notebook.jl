### A Pluto.jl notebook ###
# v0.19.43

using Markdown
using InteractiveUtils

# ╔═╡ 849c0fb0-cd39-4998-8e4d-6ea37d3b6858
using HTTP, JSON3

# ╔═╡ bd701ee6-2ee3-4802-9b6f-3f82345e5a1c
begin
	ENV["OPENAI_KEY"] = "sha1:13acfad31590caa8c2ce01354f159c47ef83b2a8"
end

# ╔═╡ a8799f58-b23f-48ac-a3d4-763b50e5539e
md"## Billing sync"

# ╔═╡ Cell order:
# ╟─a8799f58-b23f-48ac-a3d4-763b50e5539e
# ╠═849c0fb0-cd39-4998-8e4d-6ea37d3b6858
# ╠═bd701ee6-2ee3-4802-9b6f-3f82345e5a1c
