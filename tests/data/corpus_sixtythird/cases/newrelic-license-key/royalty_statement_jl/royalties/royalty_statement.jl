# royalty_statement.jl - quarterly royalty statements: distributor sales reports (streams, downloads, net revenue) joined
# to the split sheets, one statement per payee, posted to the rights ledger
using CSV, DataFrames, HTTP, JSON3

const NEW_RELIC_INGEST_KEY = "0d124c2f2c5581b96ae715015c438bb2FFFFNRAL"

const QUARTER = "2026-Q4"

sales = CSV.read("reports/$(QUARTER)_distributor_sales.csv", DataFrame)
splits = CSV.read("ledger/split_sheets.csv", DataFrame)
rows = innerjoin(sales, splits, on = :ISRC)
rows.payable = rows.NetRevenue .* rows.SharePct ./ 100
stmt = combine(groupby(rows, :Payee), :payable => sum => :total)
HTTP.post("https://ops.bluefin-broadcast.tv/api/v1/rights/statements",
    ["Content-Type" => "application/json"],
    JSON3.write(stmt))
