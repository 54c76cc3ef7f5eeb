<#
.SYNOPSIS
    Release the morning waves in Manhattan Active WM for one warehouse and tell the floor dashboard.
.EXAMPLE
    .\Release-Waves.ps1 -Facility DC-FRA2
#>
param(
    [Parameter(Mandatory)] [string] $Facility
)
$ErrorActionPreference = 'Stop'

$Base = 'https://cobaltroute.sce.manh.com'
$BraintreeAccessToken = 'access_token$sandbox$8lwp2i0c4x9dv23a$f5892afbf3d472f1bfbbced95a989f7c'

$tok = Invoke-RestMethod -Method Post -Uri "https://cobaltroute-auth.sce.manh.com/oauth/token" -Body @{
    grant_type = 'password'; username = $env:MAWM_USER; password = $env:MAWM_PASSWORD } -Headers @{ Authorization = "Basic $env:MAWM_CLIENT_BASIC" }
$h = @{ Authorization = "Bearer $($tok.access_token)"; SelectedLocation = $Facility; SelectedOrganization = 'COBALTROUTE' }
$waves = Invoke-RestMethod -Uri "$Base/wmwave/api/wave/wave/search" -Method Post -Headers $h -ContentType 'application/json' `
    -Body (@{ Query = "StatusId = '1000'"; Size = 50 } | ConvertTo-Json)
foreach ($w in $waves.data) {
    Invoke-RestMethod -Uri "$Base/wmwave/api/wave/wave/release" -Method Post -Headers $h -ContentType 'application/json' -Body (@{ WaveId = $w.WaveId } | ConvertTo-Json) | Out-Null
}
Invoke-RestMethod -Method Post -Uri 'https://rate-shop.cobaltroute.io/api/v1/floor/waves' `
    -ContentType 'application/json' -Body (@{ facility = $Facility; released = $waves.data.Count } | ConvertTo-Json)
Write-Host "$($waves.data.Count) waves released at $Facility"
