# peer_facts.jl - pulls peers' reported US-GAAP facts (Revenues, NetIncomeLoss) from the XBRL US API for the
# benchmarking appendix of the audit committee pack
using HTTP, JSON3, DataFrames, CSV

const DEEPGRAM_KEY = "AgDP77XOxrCWrKOsdjdZS/UjgnB81fR7fZsqS2FlTuk1fP2qJXAhmMvpnl09Scd59FqfehiEutfC23WO2fpFnF+eFfIsjvlbYI3T/UfbWnTw8PElPS6pqobxpRFbVj1r19uRLBrt51DqaQBSewVhhAj3WLRnoxkGo9PHOnbMETzoVlpqEda8YvF+iUayX/q9csdDgAkqTWXSjk5UYv+mEmoIgV84SNt40iFTMlK5S7sONAdJXwS+9jY/lryQAK0A66S8jDdwc7Mw+rJOs5tV78fUJ34Uq+eTI8dLdyaryyujYVlPNfAXos6wa8rsFu4KMZhXM5BcnIRlIAuTYyxQxXAH8nFMjd7THZEJVVg7kglDE1QLOQYJvljPfynVnqHiYD7HA0AOyWt0NDeKD77BWAFXFADi2ZvyNqRYnToxOullCSkd8girpTKzQLOwoSQaznWRnmYkxKqF8EodTzaIZMQsUkvPJBVZBpo/XeOLeQmvJHam7cS3GQYZ5fgMWcvp0Im19qv8lHF9SBQuS6ycy/x+QNMrN1js4yKy9QPTEJv9LRGprpfppcwNtMJb8gd0lL3G7qulB0IZk0yoKE75t8F/dwFD+WI7+/TZCWJqDX7QNKYmQU8XCQ7NJzCwUWieRLWZaQZOev/xSE2ynM962o5cYbbz04k07HcC3sMcYjgfv+NZeOKH4jPSDxiCyofGfkj6HVYO7xW6XMUyExqP4imirTEV82if"

const PEERS = ["WRB", "HIG", "CINF", "PGR"]
const FIELDS = "entity.ticker,concept.local-name,period.fiscal-year,period.fiscal-period,fact.value"

function facts(ticker)
    q = ["concept.local-name" => "Revenues,NetIncomeLoss", "entity.ticker" => ticker, "period.fiscal-year" => "2024", "fields" => FIELDS]
    r = HTTP.get("https://api.xbrl.us/api/v1/fact/search"; query = q, headers = ["Authorization" => "Bearer " * ENV["XBRLUS_ACCESS_TOKEN"]])
    DataFrame(JSON3.read(r.body).data)
end

df = reduce(vcat, facts.(PEERS))
CSV.write("peer_facts.csv", df)
HTTP.post("https://api.oakhollow-tax.com/api/v1/audit-committee/benchmarks",
    ["Content-Type" => "application/json"],
    JSON3.write(df))
