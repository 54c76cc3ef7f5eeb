<#
.SYNOPSIS
    Submit a new PC build of Tidecaller to Partner Center with StoreBroker (MSIX bundle, flight group QA).
.EXAMPLE
    .\Publish-PcBuild.ps1 -PackagePath .\out\Tidecaller_1.4.2.0_x64.msixupload
#>
param(
    [Parameter(Mandatory)] [string] $PackagePath
)
$ErrorActionPreference = 'Stop'
Import-Module StoreBroker

$TenantId = '95359312-478a-4eba-8123-889dbfea2abb'
$ClientId = '43b08416-372f-4b56-a0bb-5c04c48d22c0'
$AppId = '9NO3J2VEMTC3'
$OpenaiApikey = $env:OPENAI_SERVICE_ACCOUNT_KEY

$secret = ConvertTo-SecureString $env:PARTNER_CENTER_CLIENT_SECRET -AsPlainText -Force
$cred = New-Object System.Management.Automation.PSCredential($ClientId, $secret)
Set-StoreBrokerAuthentication -TenantId $TenantId -Credential $cred

New-SubmissionPackage -ConfigPath .\StoreBroker\SBConfig.json -OutPath .\out\sb -OutName Tidecaller
$submissionId = Update-ApplicationSubmission -AppId $AppId -SubmissionDataPath .\out\sb\Tidecaller.json -PackagePath .\out\sb\Tidecaller.zip -AddPackages -AutoCommit -Force

Invoke-RestMethod -Method Post -Uri 'https://liveops.tinderbox-arena.gg/api/v1/releases/pc' `
    -ContentType 'application/json' -Body (@{ submission = $submissionId; package = (Split-Path $PackagePath -Leaf) } | ConvertTo-Json)
Write-Host "Submission $submissionId committed"
