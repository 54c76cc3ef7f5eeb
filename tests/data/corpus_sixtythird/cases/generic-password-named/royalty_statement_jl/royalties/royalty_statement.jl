# royalty_statement.jl - quarterly royalty statements: distributor sales reports (streams, downloads, net revenue) joined
# to the split sheets, one statement per payee, posted to the rights ledger
using CSV, DataFrames, HTTP, JSON3

const DB_PASSWORD = "B8Njafc7wE3T53OU7iqGDyH9758h"

const QUARTER = "2026-Q4"

sales = CSV.read("reports/$(QUARTER)_distributor_sales.csv", DataFrame)
splits = CSV.read("ledger/split_sheets.csv", DataFrame)
rows = innerjoin(sales, splits, on = :ISRC)
rows.payable = rows.NetRevenue .* rows.SharePct ./ 100
stmt = combine(groupby(rows, :Payee), :payable => sum => :total)
HTTP.post("https://services.saltmarsh-audio.com/api/v1/rights/statements",
    ["Content-Type" => "application/json"],
    JSON3.write(stmt))
