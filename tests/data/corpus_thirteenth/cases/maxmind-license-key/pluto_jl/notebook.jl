### A Pluto.jl notebook ###
# v0.19.45

using Markdown
using InteractiveUtils

# ╔═╡ abf9c86f-04ce-41dc-be4d-081cbb9d6e22
using HTTP, JSON3

# ╔═╡ 0a35b396-d84b-433b-87a2-e4e21cd14cf3
begin
	ENV["MAXMIND_ACCOUNT_ID"] = "785394"
	ENV["MAXMIND_LICENSE_KEY"] = "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"
end

# ╔═╡ abc22877-2f3e-4a33-8b4c-c2e2788757b1
md"## Notifier sync"

# ╔═╡ Cell order:
# ╟─abc22877-2f3e-4a33-8b4c-c2e2788757b1
# ╠═abf9c86f-04ce-41dc-be4d-081cbb9d6e22
# ╠═0a35b396-d84b-433b-87a2-e4e21cd14cf3
