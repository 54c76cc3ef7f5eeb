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

$TenantId = '957fccf6-ee32-4163-9669-8672d619c3af'
$ClientId = '06edd004-e424-4e10-9ac1-f49a70d09295'
$AppId = '9N8OHQMLS2CS'
$AccessToken = 'b35YVPddAMPb0Ez2osu8UK1mHISebMHj'

$secret = ConvertTo-SecureString $env:PARTNER_CENTER_CLIENT_SECRET -AsPlainText -Force
$cred = New-Object System.Management.Automation.PSCredential($ClientId, $secret)
Set-StoreBrokerAuthentication -TenantId $TenantId -Credential $cred

New-SubmissionPackage -ConfigPath .\StoreBroker\SBConfig.json -OutPath .\out\sb -OutName StarboundRally
$submissionId = Update-ApplicationSubmission -AppId $AppId -SubmissionDataPath .\out\sb\StarboundRally.json -PackagePath .\out\sb\StarboundRally.zip -AddPackages -AutoCommit -Force

Invoke-RestMethod -Method Post -Uri 'https://liveops.moonshale.games/api/v1/releases/pc' `
    -ContentType 'application/json' -Body (@{ submission = $submissionId; package = (Split-Path $PackagePath -Leaf) } | ConvertTo-Json)
Write-Host "Submission $submissionId committed"
