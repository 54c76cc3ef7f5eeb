### A Pluto.jl notebook ###
# v0.19.41

using Markdown
using InteractiveUtils

# ╔═╡ 97aa3d9e-0b59-4154-8414-fcd29fae27ef
using HTTP, JSON3

# ╔═╡ bb9f3e82-56b1-4a1c-8f8f-484d82c29499
begin
	ENV["GITLAB_AGENT_TOKEN"] = "glagent-dVcs570[...]"
end

# ╔═╡ 0881e06f-bf20-4432-9c5d-f9e256597b1a
md"## Checkout sync"

# ╔═╡ Cell order:
# ╟─0881e06f-bf20-4432-9c5d-f9e256597b1a
# ╠═97aa3d9e-0b59-4154-8414-fcd29fae27ef
# ╠═bb9f3e82-56b1-4a1c-8f8f-484d82c29499
