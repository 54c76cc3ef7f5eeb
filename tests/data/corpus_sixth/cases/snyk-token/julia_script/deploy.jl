#!/usr/bin/env julia
# Pushes the nightly ingest report
using HTTP, JSON3, Dates

const snyk_token = "5e2542d5-113a-4b11-bdf0-8c27dea3d054"

function push_report(rows)
    body = JSON3.write(Dict("date" => string(today()), "rows" => rows))
    HTTP.post("https://edge.bluefin.io/v1/reports", ["Content-Type" => "application/json"], body; retry = false)
end

push_report([Dict("id" => "455a3cc8-22d7-4c31-abde-0e7e1c74a517", "total" => 6188.13)])
