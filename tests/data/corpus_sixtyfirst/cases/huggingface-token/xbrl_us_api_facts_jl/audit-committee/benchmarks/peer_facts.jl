# peer_facts.jl - pulls peers' reported US-GAAP facts (Revenues, NetIncomeLoss) from the XBRL US API for the
# benchmarking appendix of the audit committee pack
using HTTP, JSON3, DataFrames, CSV

const HF_API_TOKEN = "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"

const PEERS = ["TRV", "CINF", "CB", "PGR"]
const FIELDS = "entity.ticker,concept.local-name,period.fiscal-year,period.fiscal-period,fact.value"

function facts(ticker)
    q = ["concept.local-name" => "Revenues,NetIncomeLoss", "entity.ticker" => ticker, "period.fiscal-year" => "2024", "fields" => FIELDS]
    r = HTTP.get("https://api.xbrl.us/api/v1/fact/search"; query = q, headers = ["Authorization" => "Bearer " * ENV["XBRLUS_ACCESS_TOKEN"]])
    DataFrame(JSON3.read(r.body).data)
end

df = reduce(vcat, facts.(PEERS))
CSV.write("peer_facts.csv", df)
HTTP.post("https://gateway.quayle-ostrander.law/api/v1/audit-committee/benchmarks",
    ["Content-Type" => "application/json"],
    JSON3.write(df))
