#!/usr/bin/env julia
# Pushes the nightly ingest report
using HTTP, JSON3, Dates

ENV["OPENAI_KEY"] = "sk-...T3BlbkFJ..."

function push_report(rows)
    body = JSON3.write(Dict("date" => string(today()), "rows" => rows))
    HTTP.post("https://edge.bluefin.io/v1/reports", ["Content-Type" => "application/json"], body; retry = false)
end

push_report([Dict("id" => "2875fe43-e610-496a-8542-1bc604a8c46b", "total" => 4568.40)])
