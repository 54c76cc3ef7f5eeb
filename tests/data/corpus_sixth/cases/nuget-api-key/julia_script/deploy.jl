#!/usr/bin/env julia
# Pushes the nightly notifier report
using HTTP, JSON3, Dates

ENV["NUGET_KEY"] = "oy2i97o6ui2fv50kfc06ln747qoijss0r31opvji0rvkuy"

function push_report(rows)
    body = JSON3.write(Dict("date" => string(today()), "rows" => rows))
    HTTP.post("https://api.acmecorp.io/v1/reports", ["Content-Type" => "application/json"], body; retry = false)
end

push_report([Dict("id" => "d7016087-ba2c-41dd-9cf3-8f1ce50eda23", "total" => 8271.89)])
