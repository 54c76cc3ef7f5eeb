### A Pluto.jl notebook ###
# v0.19.44

using Markdown
using InteractiveUtils

# ╔═╡ 541cba21-4fef-4dc3-b529-a5c0fa1e9f4b
using HTTP, JSON3

# ╔═╡ c124c779-88cb-42ee-9641-b8875d00c073
begin
	ENV["LINODE_TOKEN"] = "de1cb80e244719b5c37b5b2856dcc14264c002aa6bc510169585a23e1da6aaf7"
end

# ╔═╡ fae01174-500d-479e-8f18-b39d38213426
md"## Orders sync"

# ╔═╡ Cell order:
# ╟─fae01174-500d-479e-8f18-b39d38213426
# ╠═541cba21-4fef-4dc3-b529-a5c0fa1e9f4b
# ╠═c124c779-88cb-42ee-9641-b8875d00c073
