### A Pluto.jl notebook ###
# v0.19.38

using Markdown
using InteractiveUtils

# ╔═╡ 68c21e4a-6242-47b6-ace0-34756ade4a45
using HTTP, JSON3

# ╔═╡ c5c81b7d-1bc3-4ad8-917c-f5cd56bee32e
signing_key = raw"""
-----BEGIN PRIVATE KEY-----
MC4CAQAwBQYDK2VwBCIEIFsuGHlSHzsKTVwueiVRMGwBD9ETXkBnzav+kLkNtRG4
-----END PRIVATE KEY-----
"""

# ╔═╡ 94be210c-6779-4568-b451-7fd0e1a4cc79
md"## Notifier sync"

# ╔═╡ Cell order:
# ╟─94be210c-6779-4568-b451-7fd0e1a4cc79
# ╠═68c21e4a-6242-47b6-ace0-34756ade4a45
# ╠═c5c81b7d-1bc3-4ad8-917c-f5cd56bee32e
