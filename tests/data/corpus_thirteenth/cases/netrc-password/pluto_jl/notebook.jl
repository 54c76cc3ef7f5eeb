### A Pluto.jl notebook ###
# v0.19.44

using Markdown
using InteractiveUtils

# ╔═╡ 7a5c8f17-4b4f-4e31-8955-16db7c72edc4
using HTTP, JSON3

# ╔═╡ 90a4da2a-5165-492e-81e3-9753ff5546e0
netrc = raw"""
machine git.kestrelworks.io login backup password uBPoPk5QKCW9C3ol0JK
"""

# ╔═╡ 952a1350-d2c2-4e28-bb16-67fb49302810
md"## Billing sync"

# ╔═╡ Cell order:
# ╟─952a1350-d2c2-4e28-bb16-67fb49302810
# ╠═7a5c8f17-4b4f-4e31-8955-16db7c72edc4
# ╠═90a4da2a-5165-492e-81e3-9753ff5546e0
