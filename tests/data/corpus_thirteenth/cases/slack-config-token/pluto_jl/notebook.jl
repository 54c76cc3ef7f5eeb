### A Pluto.jl notebook ###
# v0.19.44

using Markdown
using InteractiveUtils

# ╔═╡ 3ecc7a2b-e97a-4243-8289-2e8f327a199e
using HTTP, JSON3

# ╔═╡ 2d623bc3-aaea-4128-b10f-e59d089c2615
begin
	ENV["SLACK_CONFIG_REFRESH_TOKEN"] = "xoxe.xoxp-1-kyYjEsiPLt4kZntl8CyQTXAnwz9sJqYEMUpc8mqbFaB44lPH8vaix5lk34ZPuHBsIHR37idQjt1rrOlwwuGQd722XunOjVAcIV9OPOFu1LtifhAT9QqAdgw0mQCfoMpjBWwBZBIt0YaX9qReUICjI87GA4BetTDYTeNV"
end

# ╔═╡ 4c0004f0-b05a-4bdd-941a-fc4c49bcbe55
md"## Webhooks sync"

# ╔═╡ Cell order:
# ╟─4c0004f0-b05a-4bdd-941a-fc4c49bcbe55
# ╠═3ecc7a2b-e97a-4243-8289-2e8f327a199e
# ╠═2d623bc3-aaea-4128-b10f-e59d089c2615
