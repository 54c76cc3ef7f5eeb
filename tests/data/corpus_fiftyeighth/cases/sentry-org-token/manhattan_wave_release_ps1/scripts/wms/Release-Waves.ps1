<#
.SYNOPSIS
    Release the morning waves in Manhattan Active WM for one warehouse and tell the floor dashboard.
.EXAMPLE
    .\Release-Waves.ps1 -Facility DC-LYS1
#>
param(
    [Parameter(Mandatory)] [string] $Facility
)
$ErrorActionPreference = 'Stop'

$Base = 'https://meridian.sce.manh.com'
$SentryOrgToken = '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'

$tok = Invoke-RestMethod -Method Post -Uri "https://meridian-auth.sce.manh.com/oauth/token" -Body @{
    grant_type = 'password'; username = $env:MAWM_USER; password = $env:MAWM_PASSWORD } -Headers @{ Authorization = "Basic $env:MAWM_CLIENT_BASIC" }
$h = @{ Authorization = "Bearer $($tok.access_token)"; SelectedLocation = $Facility; SelectedOrganization = 'MERIDIAN' }
$waves = Invoke-RestMethod -Uri "$Base/wmwave/api/wave/wave/search" -Method Post -Headers $h -ContentType 'application/json' `
    -Body (@{ Query = "StatusId = '1000'"; Size = 50 } | ConvertTo-Json)
foreach ($w in $waves.data) {
    Invoke-RestMethod -Uri "$Base/wmwave/api/wave/wave/release" -Method Post -Headers $h -ContentType 'application/json' -Body (@{ WaveId = $w.WaveId } | ConvertTo-Json) | Out-Null
}
Invoke-RestMethod -Method Post -Uri 'https://tracking-hub.meridian-fleet.net/api/v1/floor/waves' `
    -ContentType 'application/json' -Body (@{ facility = $Facility; released = $waves.data.Count } | ConvertTo-Json)
Write-Host "$($waves.data.Count) waves released at $Facility"
