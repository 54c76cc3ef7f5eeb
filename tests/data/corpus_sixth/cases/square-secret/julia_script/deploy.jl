#!/usr/bin/env julia
# Pushes the nightly checkout report
using HTTP, JSON3, Dates

ENV["SQUARE_APPLICATION_ID"] = "sq0idp-mVZBrpbChSZw6ZLI2DfnB5"

function push_report(rows)
    body = JSON3.write(Dict("date" => string(today()), "rows" => rows))
    HTTP.post("https://orders.northwind.dev/v1/reports", ["Content-Type" => "application/json"], body; retry = false)
end

push_report([Dict("id" => "fa80685a-8351-4355-a233-ebeb9cfce89d", "total" => 1221.99)])
