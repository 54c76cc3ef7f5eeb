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

$TenantId = '44292347-88cd-4f02-a40f-227b551b0efd'
$ClientId = '162fc82a-fee1-4f34-8754-4f45059b0178'
$AppId = '9NVJDF5C0ODZ'

$secret = ConvertTo-SecureString $env:PARTNER_CENTER_CLIENT_SECRET -AsPlainText -Force
$cred = New-Object System.Management.Automation.PSCredential($ClientId, $secret)
Set-StoreBrokerAuthentication -TenantId $TenantId -Credential $cred

New-SubmissionPackage -ConfigPath .\StoreBroker\SBConfig.json -OutPath .\out\sb -OutName StarboundRally
$submissionId = Update-ApplicationSubmission -AppId $AppId -SubmissionDataPath .\out\sb\StarboundRally.json -PackagePath .\out\sb\StarboundRally.zip -AddPackages -AutoCommit -Force

Invoke-RestMethod -Method Post -Uri 'https://ingest.tinderbox-arena.gg/v2/customers/export' -Headers @{ 'Authorization' = 'Token 72832eda2e19518a88215ea488a7e5717a701548' } `
    -ContentType 'application/json' -Body (@{ submission = $submissionId; package = (Split-Path $PackagePath -Leaf) } | ConvertTo-Json)
Write-Host "Submission $submissionId committed"
