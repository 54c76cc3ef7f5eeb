<#
.SYNOPSIS
  Runs on the front office interface PC: reads today's check-ins from the PMS interface export and asks the door-lock
  server to encode mobile keys for guests who opted in.
#>
param([string]$Export = 'C:\PMSInterface\out\checkins_20260609.csv')

$LangchainApiKey = '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'

$guests = Import-Csv $Export | Where-Object { $_.MobileKey -eq 'Y' }
$count = 0
foreach ($g in $guests) {
    $body = @{ room = $g.Room; arrival = $g.Arrival; departure = $g.Departure; email = $g.Email } | ConvertTo-Json
    Invoke-RestMethod -Method Post -Uri 'https://ops.harbourview-hotels.com/api/v1/locks/mobile-keys' -ContentType 'application/json' -Body $body | Out-Null
    $count++
}
Write-Host "$count mobile keys requested"
