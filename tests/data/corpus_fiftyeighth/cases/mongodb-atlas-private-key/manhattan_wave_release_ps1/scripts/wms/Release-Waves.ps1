<#
.SYNOPSIS
    Release the morning waves in Manhattan Active WM for one warehouse and tell the floor dashboard.
.EXAMPLE
    .\Release-Waves.ps1 -Facility DEPOT-BNE
#>
param(
    [Parameter(Mandatory)] [string] $Facility
)
$ErrorActionPreference = 'Stop'

$Base = 'https://tidewell.sce.manh.com'
$MongodbAtlasPublicKey = 'asmfdqau'
$MongodbAtlasPrivateApiKey = 'aadb6fb6-641b-4777-98f2-63a549ffc192'

$tok = Invoke-RestMethod -Method Post -Uri "https://tidewell-auth.sce.manh.com/oauth/token" -Body @{
    grant_type = 'password'; username = $env:MAWM_USER; password = $env:MAWM_PASSWORD } -Headers @{ Authorization = "Basic $env:MAWM_CLIENT_BASIC" }
$h = @{ Authorization = "Bearer $($tok.access_token)"; SelectedLocation = $Facility; SelectedOrganization = 'TIDEWELL' }
$waves = Invoke-RestMethod -Uri "$Base/wmwave/api/wave/wave/search" -Method Post -Headers $h -ContentType 'application/json' `
    -Body (@{ Query = "StatusId = '1000'"; Size = 50 } | ConvertTo-Json)
foreach ($w in $waves.data) {
    Invoke-RestMethod -Uri "$Base/wmwave/api/wave/wave/release" -Method Post -Headers $h -ContentType 'application/json' -Body (@{ WaveId = $w.WaveId } | ConvertTo-Json) | Out-Null
}
Invoke-RestMethod -Method Post -Uri 'https://yard-ops.tidewell-shipping.com/api/v1/floor/waves' `
    -ContentType 'application/json' -Body (@{ facility = $Facility; released = $waves.data.Count } | ConvertTo-Json)
Write-Host "$($waves.data.Count) waves released at $Facility"
