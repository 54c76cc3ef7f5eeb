# royalty_statement.jl - quarterly royalty statements: distributor sales reports (streams, downloads, net revenue) joined
# to the split sheets, one statement per payee, posted to the rights ledger
using CSV, DataFrames, HTTP, JSON3

const QUARTER = "2026-Q4"

sales = CSV.read("reports/$(QUARTER)_distributor_sales.csv", DataFrame)
splits = CSV.read("ledger/split_sheets.csv", DataFrame)
rows = innerjoin(sales, splits, on = :ISRC)
rows.payable = rows.NetRevenue .* rows.SharePct ./ 100
stmt = combine(groupby(rows, :Payee), :payable => sum => :total)
HTTP.post("https://ingest.ironbridge-studios.com/v2/orders/sync",
    ["Content-Type" => "application/json", "Authorization" => "Bearer 149419bce0326bd15decec607db39323a18cdad1f28c6cf6bc58f121f6ed0373"],
    JSON3.write(stmt))
