### A Pluto.jl notebook ###
# v0.19.40

using Markdown
using InteractiveUtils

# ╔═╡ 346ccbde-ac35-46bc-8121-19995395121c
using HTTP, JSON3

# ╔═╡ f6be6a07-1555-4d58-a84c-543922e14549
gcp_sa_key = raw"""
{
  "type": "service_account",
  "project_id": "quillon-ci-3f2a",
  "private_key_id": "7e5e3edb6c416f3c13aff49792b13704b37510c9",
  "private_key": "-----BEGIN PRIVATE KEY-----\nMIIEwAIBADANBgkqhkiG9w0BAQEFAASCBKowggSmAgEAAoIBAQDcgpRnodPiE7k6\nRjo5qQ1KB76gTgWxY2Eitc2mH4EVblEQZWS7f4lK/CQvJzsj4l3FKBFmh3F9LdhV\nRA28iU3h7NjtGGmIcHWH7hyPKo5v/2TpYyCu4fc2kTH3hOOSyNDq2oxxDl8uNOyZ\nelPcxuGa6CUN1iAxJdvPS57SWP8blDuOtzWMBuew7iYyhfjBtw8dIGNt4t+S+CWv\nBIc2I542+wQA/Qp+M1o9ugKfoF1lTFLnDkHDxaHa3qPCWQNzgLRVuHyYiJyqxt2/\ndmNjCGvZcc3JBl2UBJo+masOtXs1w1IHsxREWSmidAnp58BCXUukizC0AM7rqpUP\nvoEB86dFAgMBAAECggEBAKyNM65gJ/3q+1SWnKrYLiI+sX5UZnFYI2fuGrfm0Pac\nTOnZCI5GapI/Ic+/wMZb9iiBTLwS5dv2JwyvXMTr+Vaair+NhVlsOKqg2yaDk6iR\nVjzHzaQLoOKdZ/czH98xmQuXFYs5H2kXtu3V+E0PjPJLm1P0Nxh/1gLyWIxgH1Io\ndhQ8o4NpWD/7Sni9rghyRTq96bW5gPt4boyi020+CcFUzotaeHYBOD+/Ti168mBE\n9+ZzpxveGzP2UrR0bvYgWhg2joNdJZ9GZy2fbCimXPPZ9bTOKMuNlF9356Pw7dsZ\nqLlQ46v31tCKsDG+SnG43BlpRl18SeVZEsGNIbCtXP4CgYEA3bO1v3CNu24ZNI4K\nXZA+myLtxDSceH/mP+l2Hki2Gc4t1XONQfq0/tMydNBnmaMW9piijeDoR09mMxRz\ncwh0V+mrTJh51oEb4ZVBzMCpFvQkYOvF7ouIg+/UXerN2PRYefOO5gg0T1ZwYNG7\n57DqpL1CtzDNvnLVU/3smpy6V6gCgYEAgzA0EmCHmNmykoLQ+hh5mKU6Z/E+CugX\nqpDnsC0TZemwgxKA8ybSTOqtJlEDgn/BCR0rXn9aBYgzpZi4W7YX3fKoNmg0WZj6\nf/R1Y888eDZ7X0eyK++NQNI3GMS4k6pD1b3csP9mv5ylF2y9wXwKuEvq4fMoT/tP\npYhI4+BkBz8CgYEA+SpcnScmZOAIOHxFwuISDVKMP5NPqmuFC4ZVzwgEpmz+CevT\namqynZ6kA/iqaqLa5ZVquGNaYYGK3OUP9cAeYeQoaFxQYwC1Y2a3N8GiW3YOB2QZ\nb4Tpalnmtp47P9UGNamnPjkFcanJTvT5xee0hsdYpnVT6yrhZpW7t7OdLbcCgYEA\nw+3yXlJXeP+vy/M3Exwy8+hGGPVrJ76dtZRQngHwiyJhPUBsvvQrWRGyEcxDnCRh\nZ0B7Nd0uO3KLTVPMMsjFuXafOtNM62kCgG/ZsY+kZFMC/UOZBS4jJ/sIBucyhilh\nTYYq8fugVOMsoGtQ0rvRrSQLlDCDPjuGfR5qsiT2bfcCgYEA9mD88G7uqVsJFWUE\n38nfZxsJorCac72+VS7oeHnoPtIZg/HyabDF350TuwPdtBPkRemOA2aZf3almqFw\n4X7CxR0Lfb+jqv6qdpiJEgkX0nyeA15kUrxZ9vgeca3jmKhN6nAZioyn1fv4tvLf\nZAY65pV+Y4KcULbyd083HTgDapc=\n-----END PRIVATE KEY-----\n",
  "client_email": "bq-loader@quillon-ci-3f2a.iam.gserviceaccount.com",
  "client_id": "124163578911479352840",
  "auth_uri": "https://accounts.google.com/o/oauth2/auth",
  "token_uri": "https://oauth2.googleapis.com/token",
  "auth_provider_x509_cert_url": "https://www.googleapis.com/oauth2/v1/certs",
  "client_x509_cert_url": "https://www.googleapis.com/robot/v1/metadata/x509/bq-loader%40quillon-ci-3f2a.iam.gserviceaccount.com",
  "universe_domain": "googleapis.com"
}
"""

# ╔═╡ e9b655b6-f3b3-4273-9750-80c7e60802cc
md"## Ingest sync"

# ╔═╡ Cell order:
# ╟─e9b655b6-f3b3-4273-9750-80c7e60802cc
# ╠═346ccbde-ac35-46bc-8121-19995395121c
# ╠═f6be6a07-1555-4d58-a84c-543922e14549
