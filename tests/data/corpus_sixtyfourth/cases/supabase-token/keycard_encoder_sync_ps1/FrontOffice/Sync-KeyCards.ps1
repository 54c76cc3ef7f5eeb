<#
.SYNOPSIS
  Runs on the front office interface PC: reads today's check-ins from the PMS interface export and asks the door-lock
  server to encode mobile keys for guests who opted in.
#>
param([string]$Export = 'C:\PMSInterface\out\checkins_20260404.csv')

$SupabaseAccessToken = 'sbp_c28ee7158ea520089ac0cda5cc87e43e7a76ff09'

$guests = Import-Csv $Export | Where-Object { $_.MobileKey -eq 'Y' }
$count = 0
foreach ($g in $guests) {
    $body = @{ room = $g.Room; arrival = $g.Arrival; departure = $g.Departure; email = $g.Email } | ConvertTo-Json
    Invoke-RestMethod -Method Post -Uri 'https://ops.larchmont-resorts.com/api/v1/locks/mobile-keys' -ContentType 'application/json' -Body $body | Out-Null
    $count++
}
Write-Host "$count mobile keys requested"
