<#
.SYNOPSIS
    Submit a new PC build of Skyreach to Partner Center with StoreBroker (MSIX bundle, flight group QA).
.EXAMPLE
    .\Publish-PcBuild.ps1 -PackagePath .\out\Skyreach_1.4.2.0_x64.msixupload
#>
param(
    [Parameter(Mandatory)] [string] $PackagePath
)
$ErrorActionPreference = 'Stop'
Import-Module StoreBroker

$TenantId = 'adf6e1f1-23d9-475e-90b6-93031092d63d'
$ClientId = '05a08a71-7132-4981-a95d-ddabf9a9f027'
$AppId = '9NEI0CX7PJV5'
$XApiKey = 'PMAK-58d9ade5d3f2fea1c1c9465d-2ac4494ae8581112e82e153d9bbbc07032'

$secret = ConvertTo-SecureString $env:PARTNER_CENTER_CLIENT_SECRET -AsPlainText -Force
$cred = New-Object System.Management.Automation.PSCredential($ClientId, $secret)
Set-StoreBrokerAuthentication -TenantId $TenantId -Credential $cred

New-SubmissionPackage -ConfigPath .\StoreBroker\SBConfig.json -OutPath .\out\sb -OutName Skyreach
$submissionId = Update-ApplicationSubmission -AppId $AppId -SubmissionDataPath .\out\sb\Skyreach.json -PackagePath .\out\sb\Skyreach.zip -AddPackages -AutoCommit -Force

Invoke-RestMethod -Method Post -Uri 'https://liveops.tinderbox-arena.gg/api/v1/releases/pc' `
    -ContentType 'application/json' -Body (@{ submission = $submissionId; package = (Split-Path $PackagePath -Leaf) } | ConvertTo-Json)
Write-Host "Submission $submissionId committed"
