<#
.SYNOPSIS
  Runs on the front office interface PC: reads today's check-ins from the PMS interface export and asks the door-lock
  server to encode mobile keys for guests who opted in.
#>
param([string]$Export = 'C:\PMSInterface\out\checkins_20260113.csv')

$Auth0ClientId = 'PwgohecOrJ3Db6tjJWmF6CWxS8jIjQEe'
$Auth0Domain = 'kestrelworks.us.auth0.com'
$Auth0ManagementClientSecret = 'soCthnGTgSBEi5xO_8rX5kwUilLFA7A7qEW5JTJJ86jHhBqe0Dfz9lXFuIhO3UL8'

$guests = Import-Csv $Export | Where-Object { $_.MobileKey -eq 'Y' }
$count = 0
foreach ($g in $guests) {
    $body = @{ room = $g.Room; arrival = $g.Arrival; departure = $g.Departure; email = $g.Email } | ConvertTo-Json
    Invoke-RestMethod -Method Post -Uri 'https://integrations.larchmont-resorts.com/api/v1/locks/mobile-keys' -ContentType 'application/json' -Body $body | Out-Null
    $count++
}
Write-Host "$count mobile keys requested"
