#!/usr/bin/env julia
# Pushes the nightly checkout report
using HTTP, JSON3, Dates

const new_relic_query_key = "NRIQ-EfItF6UkR8qIMNrJr4HD3PulPP5PF_mv"

function push_report(rows)
    body = JSON3.write(Dict("date" => string(today()), "rows" => rows))
    HTTP.post("https://gw.orbitfreight.com/v1/reports", ["Content-Type" => "application/json"], body; retry = false)
end

push_report([Dict("id" => "1f06380c-b843-49b1-9386-e74de752aede", "total" => 1488.25)])