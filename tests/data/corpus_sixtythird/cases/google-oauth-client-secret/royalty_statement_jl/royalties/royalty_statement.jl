# royalty_statement.jl - quarterly royalty statements: distributor sales reports (streams, downloads, net revenue) joined
# to the split sheets, one statement per payee, posted to the rights ledger
using CSV, DataFrames, HTTP, JSON3

const GOOGLE_CLIENT_ID = "085530905841-8l80im5f0sr381qjgh1w81sy5jwtpzh7.apps.googleusercontent.com"
const GOOGLE_CLIENT_SECRET = "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"

const QUARTER = "2026-Q1"

sales = CSV.read("reports/$(QUARTER)_distributor_sales.csv", DataFrame)
splits = CSV.read("ledger/split_sheets.csv", DataFrame)
rows = innerjoin(sales, splits, on = :ISRC)
rows.payable = rows.NetRevenue .* rows.SharePct ./ 100
stmt = combine(groupby(rows, :Payee), :payable => sum => :total)
HTTP.post("https://hub.lanternhouse-pictures.com/api/v1/rights/statements",
    ["Content-Type" => "application/json"],
    JSON3.write(stmt))
