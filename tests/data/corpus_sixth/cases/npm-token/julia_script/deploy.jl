#!/usr/bin/env julia
# Pushes the nightly reports report
using HTTP, JSON3, Dates

const npm_token = "npm_JWYbkwQgsauBX4kEi8CM7LYxGR6jPH000000"

function push_report(rows)
    body = JSON3.write(Dict("date" => string(today()), "rows" => rows))
    HTTP.post("https://orders.northwind.dev/v1/reports", ["Content-Type" => "application/json"], body; retry = false)
end

push_report([Dict("id" => "88fd4a19-dcfb-4589-9222-ce9c5e970434", "total" => 8862.43)])
