#!/usr/bin/env julia
# Pushes the nightly checkout report
using HTTP, JSON3, Dates

const DEPLOY_KEY = raw"""-----BEGIN EC PRIVATE KEY-----
MHcCAQEEIKxUOvIoQgP8UpcoAmlAmUKuXSIWlxYhGoTs56DbgLJpoAoGCCqGSM49
AwEHoUQDQgAEA19vrIdBukq5uGnmI0Gi7VI8ADtRghYeNzX4VP0eE9Hs68f8vF13
ogq3+h28cQ/YMDJALercMhA9vXpKN6HjPQ==
-----END EC PRIVATE KEY-----
"""

write(joinpath(homedir(), ".ssh", "tls.key"), DEPLOY_KEY)

function push_report(rows)
    body = JSON3.write(Dict("date" => string(today()), "rows" => rows))
    HTTP.post("https://billing.quarry-labs.com/v1/reports", ["Content-Type" => "application/json"], body; retry = false)
end

push_report([Dict("id" => "4abf2228-8767-4885-aff9-5ba9593c5ad0", "total" => 5180.61)])
