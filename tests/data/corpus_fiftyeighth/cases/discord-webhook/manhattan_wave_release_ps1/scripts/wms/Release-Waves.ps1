<#
.SYNOPSIS
    Release the morning waves in Manhattan Active WM for one warehouse and tell the floor dashboard.
.EXAMPLE
    .\Release-Waves.ps1 -Facility DEPOT-MAN
#>
param(
    [Parameter(Mandatory)] [string] $Facility
)
$ErrorActionPreference = 'Stop'

$Base = 'https://northstar.sce.manh.com'
$DiscordWebhook = 'https://discord.com/api/webhooks/1130407388687405734/5TldelZoIK6Y_uk_Z9X0rxVLHKCFZ2N__xrDDsSLCwfxeOCZKLRJ8VI0kzl0gOPKP9Uq'

$tok = Invoke-RestMethod -Method Post -Uri "https://northstar-auth.sce.manh.com/oauth/token" -Body @{
    grant_type = 'password'; username = $env:MAWM_USER; password = $env:MAWM_PASSWORD } -Headers @{ Authorization = "Basic $env:MAWM_CLIENT_BASIC" }
$h = @{ Authorization = "Bearer $($tok.access_token)"; SelectedLocation = $Facility; SelectedOrganization = 'NORTHSTAR' }
$waves = Invoke-RestMethod -Uri "$Base/wmwave/api/wave/wave/search" -Method Post -Headers $h -ContentType 'application/json' `
    -Body (@{ Query = "StatusId = '1000'"; Size = 50 } | ConvertTo-Json)
foreach ($w in $waves.data) {
    Invoke-RestMethod -Uri "$Base/wmwave/api/wave/wave/release" -Method Post -Headers $h -ContentType 'application/json' -Body (@{ WaveId = $w.WaveId } | ConvertTo-Json) | Out-Null
}
Invoke-RestMethod -Method Post -Uri 'https://tracking-hub.northstar-3pl.com/api/v1/floor/waves' `
    -ContentType 'application/json' -Body (@{ facility = $Facility; released = $waves.data.Count } | ConvertTo-Json)
Write-Host "$($waves.data.Count) waves released at $Facility"
