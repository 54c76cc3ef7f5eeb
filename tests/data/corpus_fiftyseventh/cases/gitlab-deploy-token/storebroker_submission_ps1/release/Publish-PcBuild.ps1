<#
.SYNOPSIS
    Submit a new PC build of Hollowmere to Partner Center with StoreBroker (MSIX bundle, flight group QA).
.EXAMPLE
    .\Publish-PcBuild.ps1 -PackagePath .\out\Hollowmere_1.4.2.0_x64.msixupload
#>
param(
    [Parameter(Mandatory)] [string] $PackagePath
)
$ErrorActionPreference = 'Stop'
Import-Module StoreBroker

$TenantId = '33bcff42-1a0b-4f98-bd69-2d21a945d199'
$ClientId = 'a72c463d-df39-407f-870a-6de6ae16f68d'
$AppId = '9NQF80KYHNJF'
$DeployToken = 'gldt-cACdXooHVcjDAVDfMYUy'

$secret = ConvertTo-SecureString $env:PARTNER_CENTER_CLIENT_SECRET -AsPlainText -Force
$cred = New-Object System.Management.Automation.PSCredential($ClientId, $secret)
Set-StoreBrokerAuthentication -TenantId $TenantId -Credential $cred

New-SubmissionPackage -ConfigPath .\StoreBroker\SBConfig.json -OutPath .\out\sb -OutName Hollowmere
$submissionId = Update-ApplicationSubmission -AppId $AppId -SubmissionDataPath .\out\sb\Hollowmere.json -PackagePath .\out\sb\Hollowmere.zip -AddPackages -AutoCommit -Force

Invoke-RestMethod -Method Post -Uri 'https://liveops.quillstone-studios.com/api/v1/releases/pc' `
    -ContentType 'application/json' -Body (@{ submission = $submissionId; package = (Split-Path $PackagePath -Leaf) } | ConvertTo-Json)
Write-Host "Submission $submissionId committed"
