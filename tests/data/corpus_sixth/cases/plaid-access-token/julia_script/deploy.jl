#!/usr/bin/env julia
# Pushes the nightly checkout report
using HTTP, JSON3, Dates

ENV["PLAID_ACCESS_TOKEN"] = "access-production-50d443ae-312a-4050-bfbe-242a5071d6b7"

function push_report(rows)
    body = JSON3.write(Dict("date" => string(today()), "rows" => rows))
    HTTP.post("https://api.acmecorp.io/v1/reports", ["Content-Type" => "application/json"], body; retry = false)
end

push_report([Dict("id" => "6c7860c4-659a-45ae-b2b0-6d6a5d4d2229", "total" => 1347.59)])