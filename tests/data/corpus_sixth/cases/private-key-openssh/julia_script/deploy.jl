#!/usr/bin/env julia
# Pushes the nightly ingest report
using HTTP, JSON3, Dates

const TLS_KEY = raw"""-----BEGIN OPENSSH PRIVATE KEY-----
b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW
QyNTUxOQAAACBg8aDYKZJvTX8C3J2r47Q9ZULIILPUDkTvl8c+cDexPwAAAJiJNbSciTW0
nAAAAAtzc2gtZWQyNTUxOQAAACBg8aDYKZJvTX8C3J2r47Q9ZULIILPUDkTvl8c+cDexPw
AAAEAkxXh/0S/uUw2qRypPNIFGkpjCBn54fk0uKGjA6ArmomDxoNgpkm9NfwLcnavjtD1l
Qsggs9QORO+Xxz5wN7E/AAAAEWV0bF9yZWFkZXJAbGFwdG9wAQIDBA==
-----END OPENSSH PRIVATE KEY-----
"""

write(joinpath(homedir(), ".ssh", "ci_ssh_key"), TLS_KEY)

function push_report(rows)
    body = JSON3.write(Dict("date" => string(today()), "rows" => rows))
    HTTP.post("https://billing.quarry-labs.com/v1/reports", ["Content-Type" => "application/json"], body; retry = false)
end

push_report([Dict("id" => "e0090372-c169-409a-bbb6-a1e07a065bbe", "total" => 3440.12)])
