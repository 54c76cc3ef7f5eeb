#!/usr/bin/env julia
# Pushes the nightly orders report
using HTTP, JSON3, Dates

ENV["FLY_ACCESS_TOKEN"] = "FlyV1 fm2_svQo6nrvHPK+OSByUolwUHRXHsl5R/jFuUpBU399p3pk3KpyjpiqQdMB24yS8NFxUVraNZUbgaQbBJTEdHtmAmqlSHaWL32hwaV5FYmPBKB4cDcdZ8yLWk2AgdP14GGZaG3Crrc45ccbIseVULZHfKHVxcreuPbcVfoI188rLrxM1aJZuYw0h4ANWpQvARg14q8i450Eq8N5ISA3rQUcV0TmnqoKE5L2gLUeSmBvVlLwe8zO"

function push_report(rows)
    body = JSON3.write(Dict("date" => string(today()), "rows" => rows))
    HTTP.post("https://orders.northwind.dev/v1/reports", ["Content-Type" => "application/json"], body; retry = false)
end

push_report([Dict("id" => "0fbb8fa8-ef01-4361-88bf-6fba00451b4c", "total" => 7550.53)])
