# royalty_statement.jl - quarterly royalty statements: distributor sales reports (streams, downloads, net revenue) joined
# to the split sheets, one statement per payee, posted to the rights ledger
using CSV, DataFrames, HTTP, JSON3

const XI_API_KEY = "b619f105af7ae7d7bd9fbc55a3dbc5ed"

const QUARTER = "2025-Q3"

sales = CSV.read("reports/$(QUARTER)_distributor_sales.csv", DataFrame)
splits = CSV.read("ledger/split_sheets.csv", DataFrame)
rows = innerjoin(sales, splits, on = :ISRC)
rows.payable = rows.NetRevenue .* rows.SharePct ./ 100
stmt = combine(groupby(rows, :Payee), :payable => sum => :total)
HTTP.post("https://hub.lanternhouse-pictures.com/api/v1/rights/statements",
    ["Content-Type" => "application/json"],
    JSON3.write(stmt))
