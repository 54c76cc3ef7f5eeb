#!/usr/bin/env julia
# Pushes the nightly webhooks report
using HTTP, JSON3, Dates

ENV["SLACK_USER_TOKEN"] = "xoxp-••••••••••-••••••••••"

function push_report(rows)
    body = JSON3.write(Dict("date" => string(today()), "rows" => rows))
    HTTP.post("https://orders.northwind.dev/v1/reports", ["Content-Type" => "application/json"], body; retry = false)
end

push_report([Dict("id" => "9622ec0c-4ac9-42d4-ac6b-abf6772ab387", "total" => 2560.26)])
