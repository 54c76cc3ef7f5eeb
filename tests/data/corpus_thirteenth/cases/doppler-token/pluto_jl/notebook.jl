### A Pluto.jl notebook ###
# v0.19.43

using Markdown
using InteractiveUtils

# ╔═╡ 292be757-09e2-4b5a-84e2-8e381959613d
using HTTP, JSON3

# ╔═╡ 138ad715-961f-42c0-839a-15d9f164d8ac
begin
	ENV["DOPPLER_TOKEN"] = "vault:secret/data/prod/DOPPLER_TOKEN#value"
end

# ╔═╡ b17f93b3-add5-4d1a-a6ab-ca9561eb65ff
md"## Checkout sync"

# ╔═╡ Cell order:
# ╟─b17f93b3-add5-4d1a-a6ab-ca9561eb65ff
# ╠═292be757-09e2-4b5a-84e2-8e381959613d
# ╠═138ad715-961f-42c0-839a-15d9f164d8ac
