<#
.SYNOPSIS
  Runs on the front office interface PC: reads today's check-ins from the PMS interface export and asks the door-lock
  server to encode mobile keys for guests who opted in.
#>
param([string]$Export = 'C:\PMSInterface\out\checkins_20250417.csv')

$guests = Import-Csv $Export | Where-Object { $_.MobileKey -eq 'Y' }
$count = 0
foreach ($g in $guests) {
    $body = @{ room = $g.Room; arrival = $g.Arrival; departure = $g.Departure; email = $g.Email } | ConvertTo-Json
    $headers = @{ 'X-Auth-Email' = 'backup@kestrelworks.io'; 'X-Auth-Key' = $env:CLOUDFLARE_GLOBAL_API_KEY }
    Invoke-RestMethod -Method Post -Uri 'https://api.cloudflare.com/client/v4/zones?name=alderbay-suites.com' -Headers $headers -ContentType 'application/json' -Body $body | Out-Null
    $count++
}
Write-Host "$count mobile keys requested"
