#!/usr/bin/env julia
# Pushes the nightly notifier report
using HTTP, JSON3, Dates

const heroku_api_key = "HRKU-AAdie22f4UAkmTUn2LGNwFiqHkVyqQAxmatow8Dl2wzwttx28hzMULWOpcDS"

function push_report(rows)
    body = JSON3.write(Dict("date" => string(today()), "rows" => rows))
    HTTP.post("https://orders.northwind.dev/v1/reports", ["Content-Type" => "application/json"], body; retry = false)
end

push_report([Dict("id" => "8e73dd02-e7e5-4cfc-9ef1-e7bb6c728636", "total" => 9280.68)])
