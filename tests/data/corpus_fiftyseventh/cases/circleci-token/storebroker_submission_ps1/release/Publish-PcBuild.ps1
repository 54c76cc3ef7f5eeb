<#
.SYNOPSIS
    Submit a new PC build of Starbound Rally to Partner Center with StoreBroker (MSIX bundle, flight group QA).
.EXAMPLE
    .\Publish-PcBuild.ps1 -PackagePath .\out\StarboundRally_1.4.2.0_x64.msixupload
#>
param(
    [Parameter(Mandatory)] [string] $PackagePath
)
$ErrorActionPreference = 'Stop'
Import-Module StoreBroker

$TenantId = '2ec73039-286d-4506-80f4-be47a65e30ad'
$ClientId = '623c216d-b518-446e-bcab-766d9b0e0f74'
$AppId = '9NHNQRWB7GSH'
$CircleciToken = 'CCIPAT_2lyHPvd0FKcRixEMHdkb4e_0d01e17458638df22bc0986e7f7d03942026b0cf'

$secret = ConvertTo-SecureString $env:PARTNER_CENTER_CLIENT_SECRET -AsPlainText -Force
$cred = New-Object System.Management.Automation.PSCredential($ClientId, $secret)
Set-StoreBrokerAuthentication -TenantId $TenantId -Credential $cred

New-SubmissionPackage -ConfigPath .\StoreBroker\SBConfig.json -OutPath .\out\sb -OutName StarboundRally
$submissionId = Update-ApplicationSubmission -AppId $AppId -SubmissionDataPath .\out\sb\StarboundRally.json -PackagePath .\out\sb\StarboundRally.zip -AddPackages -AutoCommit -Force

Invoke-RestMethod -Method Post -Uri 'https://liveops.quillstone-studios.com/api/v1/releases/pc' `
    -ContentType 'application/json' -Body (@{ submission = $submissionId; package = (Split-Path $PackagePath -Leaf) } | ConvertTo-Json)
Write-Host "Submission $submissionId committed"
