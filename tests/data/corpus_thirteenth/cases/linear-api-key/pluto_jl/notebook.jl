### A Pluto.jl notebook ###
# v0.19.40

using Markdown
using InteractiveUtils

# ╔═╡ 7daa0dc9-12a6-4261-879c-99a602bd0443
using HTTP, JSON3

# ╔═╡ 2ef55ced-7e01-4268-9cfa-0012c3cda1cb
begin
	ENV["LINEAR_API_KEY"] = "lin_api_TQ0brLZm6EjSwmsQxsmiyW5xE58OakhXTJ7acrLe"
end

# ╔═╡ e7fab704-6fab-4b99-aa14-305bc922d748
md"## Ingest sync"

# ╔═╡ Cell order:
# ╟─e7fab704-6fab-4b99-aa14-305bc922d748
# ╠═7daa0dc9-12a6-4261-879c-99a602bd0443
# ╠═2ef55ced-7e01-4268-9cfa-0012c3cda1cb
