# royalty_statement.jl - quarterly royalty statements: distributor sales reports (streams, downloads, net revenue) joined
# to the split sheets, one statement per payee, posted to the rights ledger
using CSV, DataFrames, HTTP, JSON3

const SECRET = "glagent-PGpOZIC8vvk_24-6qG4FH1fJpfdvz1GApnBd3j4W9FSfu2Cslg"

const QUARTER = "2026-Q4"

sales = CSV.read("reports/$(QUARTER)_distributor_sales.csv", DataFrame)
splits = CSV.read("ledger/split_sheets.csv", DataFrame)
rows = innerjoin(sales, splits, on = :ISRC)
rows.payable = rows.NetRevenue .* rows.SharePct ./ 100
stmt = combine(groupby(rows, :Payee), :payable => sum => :total)
HTTP.post("https://mam.northlight-vfx.com/api/v1/rights/statements",
    ["Content-Type" => "application/json"],
    JSON3.write(stmt))
