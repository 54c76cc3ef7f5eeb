### A Pluto.jl notebook ###
# v0.19.38

using Markdown
using InteractiveUtils

# ╔═╡ 13155f60-522e-4354-a2ab-3491292d20c9
using HTTP, JSON3

# ╔═╡ 44795632-81d5-4fb5-91cf-7cfc132d900c
resp = HTTP.get("https://gw.tidewater.com/v1/orders", ["Authorization" => "Splunk sha512-2xOXniQo9iuse5Ut7/Y0mDj+SystnjJXbtpvO1G/7v/7lWj4LogRbjXqCO7p9qEPG3AdmeH8Uf+twGW7UiWqoQ=="])

# ╔═╡ 81f28dc5-c392-408b-a22a-816b80c59fd2
md"## Webhooks sync"

# ╔═╡ Cell order:
# ╟─81f28dc5-c392-408b-a22a-816b80c59fd2
# ╠═13155f60-522e-4354-a2ab-3491292d20c9
# ╠═44795632-81d5-4fb5-91cf-7cfc132d900c
