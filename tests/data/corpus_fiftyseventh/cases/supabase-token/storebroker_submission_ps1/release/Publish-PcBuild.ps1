<#
.SYNOPSIS
    Submit a new PC build of Cinderfall to Partner Center with StoreBroker (MSIX bundle, flight group QA).
.EXAMPLE
    .\Publish-PcBuild.ps1 -PackagePath .\out\Cinderfall_1.4.2.0_x64.msixupload
#>
param(
    [Parameter(Mandatory)] [string] $PackagePath
)
$ErrorActionPreference = 'Stop'
Import-Module StoreBroker

$TenantId = '742e7d21-ba49-4738-becf-9af5865e213e'
$ClientId = 'a7e2a85f-715d-47e3-a981-1e8394a02e47'
$AppId = '9NAZUGAL9BRA'
$SupabasePat = 'sbp_3c014b4f96812a837c0a7572b5a4d42ad42b3979'

$secret = ConvertTo-SecureString $env:PARTNER_CENTER_CLIENT_SECRET -AsPlainText -Force
$cred = New-Object System.Management.Automation.PSCredential($ClientId, $secret)
Set-StoreBrokerAuthentication -TenantId $TenantId -Credential $cred

New-SubmissionPackage -ConfigPath .\StoreBroker\SBConfig.json -OutPath .\out\sb -OutName Cinderfall
$submissionId = Update-ApplicationSubmission -AppId $AppId -SubmissionDataPath .\out\sb\Cinderfall.json -PackagePath .\out\sb\Cinderfall.zip -AddPackages -AutoCommit -Force

Invoke-RestMethod -Method Post -Uri 'https://liveops.tinderbox-arena.gg/api/v1/releases/pc' `
    -ContentType 'application/json' -Body (@{ submission = $submissionId; package = (Split-Path $PackagePath -Leaf) } | ConvertTo-Json)
Write-Host "Submission $submissionId committed"
