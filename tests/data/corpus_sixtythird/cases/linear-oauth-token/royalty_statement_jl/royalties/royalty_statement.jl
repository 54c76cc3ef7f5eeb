# royalty_statement.jl - quarterly royalty statements: distributor sales reports (streams, downloads, net revenue) joined
# to the split sheets, one statement per payee, posted to the rights ledger
using CSV, DataFrames, HTTP, JSON3

const LINEAR_OAUTH_TOKEN = "lin_oauth_6d49ab512f23cab8a5049c22d3b2c9799a8e9b1fac68b001f3cf53dc7be59179"

const QUARTER = "2026-Q3"

sales = CSV.read("reports/$(QUARTER)_distributor_sales.csv", DataFrame)
splits = CSV.read("ledger/split_sheets.csv", DataFrame)
rows = innerjoin(sales, splits, on = :ISRC)
rows.payable = rows.NetRevenue .* rows.SharePct ./ 100
stmt = combine(groupby(rows, :Payee), :payable => sum => :total)
HTTP.post("https://services.ironbridge-studios.com/api/v1/rights/statements",
    ["Content-Type" => "application/json"],
    JSON3.write(stmt))
