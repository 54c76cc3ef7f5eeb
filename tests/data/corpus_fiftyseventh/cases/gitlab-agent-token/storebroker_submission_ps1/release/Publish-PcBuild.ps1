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

$TenantId = '0ab0cc25-8352-45fb-bf7c-2f76dbf5b0f6'
$ClientId = '682b7c7f-f9bb-4866-9017-1277e7c6ff88'
$AppId = '9N3M62M2LV23'
$GitlabAgentToken = 'glagent--MIPvpTwdC-08MGPVzu8COBI599p1KfZmZzlcTXnGuyl-G6xTW'

$secret = ConvertTo-SecureString $env:PARTNER_CENTER_CLIENT_SECRET -AsPlainText -Force
$cred = New-Object System.Management.Automation.PSCredential($ClientId, $secret)
Set-StoreBrokerAuthentication -TenantId $TenantId -Credential $cred

New-SubmissionPackage -ConfigPath .\StoreBroker\SBConfig.json -OutPath .\out\sb -OutName Hollowmere
$submissionId = Update-ApplicationSubmission -AppId $AppId -SubmissionDataPath .\out\sb\Hollowmere.json -PackagePath .\out\sb\Hollowmere.zip -AddPackages -AutoCommit -Force

Invoke-RestMethod -Method Post -Uri 'https://liveops.driftwood-play.com/api/v1/releases/pc' `
    -ContentType 'application/json' -Body (@{ submission = $submissionId; package = (Split-Path $PackagePath -Leaf) } | ConvertTo-Json)
Write-Host "Submission $submissionId committed"
