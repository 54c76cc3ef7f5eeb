### A Pluto.jl notebook ###
# v0.19.36

using Markdown
using InteractiveUtils

# ╔═╡ 63068f09-fc95-433d-ba6f-72e8a0b812a2
using HTTP, JSON3

# ╔═╡ 1fca7292-2b0b-4880-b0b9-9b608c2e0ee7
begin
	ENV["AXIOM_TOKEN"] = "vault:secret/data/prod/AXIOM_TOKEN#value"
end

# ╔═╡ 7274d840-6ffe-4fdd-b7cc-ccd5044d8bff
md"## Billing sync"

# ╔═╡ Cell order:
# ╟─7274d840-6ffe-4fdd-b7cc-ccd5044d8bff
# ╠═63068f09-fc95-433d-ba6f-72e8a0b812a2
# ╠═1fca7292-2b0b-4880-b0b9-9b608c2e0ee7
