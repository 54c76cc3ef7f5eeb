### A Pluto.jl notebook ###
# v0.19.41

using Markdown
using InteractiveUtils

# ╔═╡ 12b45da4-6bf8-4ba1-bba6-27aed4005516
using HTTP, JSON3

# ╔═╡ 99bef7aa-99d5-4dd1-8704-ab57da21e4a4
begin
	ENV["GITHUB_REFRESH_TOKEN"] = "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"
end

# ╔═╡ ee1a0b38-7ede-4b53-83f4-2c665b1939e7
md"## Ingest sync"

# ╔═╡ Cell order:
# ╟─ee1a0b38-7ede-4b53-83f4-2c665b1939e7
# ╠═12b45da4-6bf8-4ba1-bba6-27aed4005516
# ╠═99bef7aa-99d5-4dd1-8704-ab57da21e4a4
