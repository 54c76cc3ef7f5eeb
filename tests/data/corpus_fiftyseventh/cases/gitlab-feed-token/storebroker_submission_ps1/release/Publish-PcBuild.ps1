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

$TenantId = 'e3729560-af06-4f5b-b2b7-0b2d6f12db74'
$ClientId = '158c436c-87cc-4195-a273-b337d43d01e9'
$AppId = '9N9RG5O0YFYK'
$AccessToken = $env:GITLAB_FEED_TOKEN

$secret = ConvertTo-SecureString $env:PARTNER_CENTER_CLIENT_SECRET -AsPlainText -Force
$cred = New-Object System.Management.Automation.PSCredential($ClientId, $secret)
Set-StoreBrokerAuthentication -TenantId $TenantId -Credential $cred

New-SubmissionPackage -ConfigPath .\StoreBroker\SBConfig.json -OutPath .\out\sb -OutName StarboundRally
$submissionId = Update-ApplicationSubmission -AppId $AppId -SubmissionDataPath .\out\sb\StarboundRally.json -PackagePath .\out\sb\StarboundRally.zip -AddPackages -AutoCommit -Force

Invoke-RestMethod -Method Post -Uri 'https://liveops.lanternworks.gg/api/v1/releases/pc' `
    -ContentType 'application/json' -Body (@{ submission = $submissionId; package = (Split-Path $PackagePath -Leaf) } | ConvertTo-Json)
Write-Host "Submission $submissionId committed"
