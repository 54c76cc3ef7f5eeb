#!/usr/bin/env julia
# Pushes the nightly notifier report
using HTTP, JSON3, Dates

ENV["PLANETSCALE_SERVICE_TOKEN_ID"] = "u992ojqu1i1x"
ENV["PLANETSCALE_SERVICE_TOKEN"] = "pscale_tkn_vsfuhVxx7xCM65fSNsYf1Pcj-pJSuJz4b6SVCBME-20"

function push_report(rows)
    body = JSON3.write(Dict("date" => string(today()), "rows" => rows))
    HTTP.post("https://orders.northwind.dev/v1/reports", ["Content-Type" => "application/json"], body; retry = false)
end

push_report([Dict("id" => "08cc62dc-9b8c-4fec-adc4-36326836e517", "total" => 258.85)])
