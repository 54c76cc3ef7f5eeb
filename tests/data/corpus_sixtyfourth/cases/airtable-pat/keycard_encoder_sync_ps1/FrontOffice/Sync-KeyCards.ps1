<#
.SYNOPSIS
  Runs on the front office interface PC: reads today's check-ins from the PMS interface export and asks the door-lock
  server to encode mobile keys for guests who opted in.
#>
param([string]$Export = 'C:\PMSInterface\out\checkins_20261002.csv')

$AccessToken = 'patkPofMYdqox0PSe.79abc839fc46412946c61d7de5555433b45abd4421716eba0d172364a4c77917'

$guests = Import-Csv $Export | Where-Object { $_.MobileKey -eq 'Y' }
$count = 0
foreach ($g in $guests) {
    $body = @{ room = $g.Room; arrival = $g.Arrival; departure = $g.Departure; email = $g.Email } | ConvertTo-Json
    Invoke-RestMethod -Method Post -Uri 'https://services.copperbeech-hotels.co.uk/api/v1/locks/mobile-keys' -ContentType 'application/json' -Body $body | Out-Null
    $count++
}
Write-Host "$count mobile keys requested"
