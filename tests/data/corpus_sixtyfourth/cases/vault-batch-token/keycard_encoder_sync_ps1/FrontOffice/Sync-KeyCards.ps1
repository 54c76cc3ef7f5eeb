<#
.SYNOPSIS
  Runs on the front office interface PC: reads today's check-ins from the PMS interface export and asks the door-lock
  server to encode mobile keys for guests who opted in.
#>
param([string]$Export = 'C:\PMSInterface\out\checkins_20250612.csv')

$VaultAuthToken = 'hvb.AAAAAeOFQF63K3JpNC_lLQsk6FquJOicnGUZOxPqKMXCYuMIrdCCe7Lz5ZnPGFYEmSCLPQ-BBEZsvLB2bBDkaQqI-UtDrZna7gYDe5GlNpxUcxP1SDqHeOrPlVm1bsztzpZpCHeFab43rtEpqamWUK73cTXqpYTr'

$guests = Import-Csv $Export | Where-Object { $_.MobileKey -eq 'Y' }
$count = 0
foreach ($g in $guests) {
    $body = @{ room = $g.Room; arrival = $g.Arrival; departure = $g.Departure; email = $g.Email } | ConvertTo-Json
    Invoke-RestMethod -Method Post -Uri 'https://services.copperbeech-hotels.co.uk/api/v1/locks/mobile-keys' -ContentType 'application/json' -Body $body | Out-Null
    $count++
}
Write-Host "$count mobile keys requested"
