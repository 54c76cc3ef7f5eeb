### A Pluto.jl notebook ###
# v0.19.39

using Markdown
using InteractiveUtils

# ╔═╡ 7776e62b-d855-47f6-9ec7-66751a834bb2
using HTTP, JSON3

# ╔═╡ 64eed324-cb93-4908-a56f-d3f1738a6d3d
begin
	ENV["JF_ACCESS_TOKEN"] = "cmVmdGtuOjAxOjE3ODI5MTgzNjI6RVk0alFFUFpXZVJaWnVLQ0VDQ0VYNDRlaG1G"
end

# ╔═╡ 90b17d07-1652-477c-9718-ac53f9e5c3aa
md"## Webhooks sync"

# ╔═╡ Cell order:
# ╟─90b17d07-1652-477c-9718-ac53f9e5c3aa
# ╠═7776e62b-d855-47f6-9ec7-66751a834bb2
# ╠═64eed324-cb93-4908-a56f-d3f1738a6d3d
