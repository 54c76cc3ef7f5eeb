### A Pluto.jl notebook ###
# v0.19.36

using Markdown
using InteractiveUtils

# ╔═╡ 62ce230d-e4c4-444f-b5db-33b017dd9041
using HTTP, JSON3

# ╔═╡ 440a4bd5-4887-457d-bf10-c91bd5096309
begin
	ENV["NOTION_API_KEY"] = "<hidden>"
end

# ╔═╡ 693cbdf9-fc7d-477d-90f6-72a0b326ab92
md"## Notifier sync"

# ╔═╡ Cell order:
# ╟─693cbdf9-fc7d-477d-90f6-72a0b326ab92
# ╠═62ce230d-e4c4-444f-b5db-33b017dd9041
# ╠═440a4bd5-4887-457d-bf10-c91bd5096309
