<#
.SYNOPSIS
    Submit a new PC build of Gearwright to Partner Center with StoreBroker (MSIX bundle, flight group QA).
.EXAMPLE
    .\Publish-PcBuild.ps1 -PackagePath .\out\Gearwright_1.4.2.0_x64.msixupload
#>
param(
    [Parameter(Mandatory)] [string] $PackagePath
)
$ErrorActionPreference = 'Stop'
Import-Module StoreBroker

$TenantId = 'dd113141-5333-4b11-a357-b0a7fad85394'
$ClientId = '7716fff2-b1cd-4a14-8552-a8056b47e3de'
$AppId = '9N6YE87A2U5W'
$TwilioAccountSid = 'ACf24ac749abe016d0e0cb2cdf89ef5f1b'
$TwilioAuthtoken = '70b7f5ced9b9bf51ac8955c18bee86eb'

$secret = ConvertTo-SecureString $env:PARTNER_CENTER_CLIENT_SECRET -AsPlainText -Force
$cred = New-Object System.Management.Automation.PSCredential($ClientId, $secret)
Set-StoreBrokerAuthentication -TenantId $TenantId -Credential $cred

New-SubmissionPackage -ConfigPath .\StoreBroker\SBConfig.json -OutPath .\out\sb -OutName Gearwright
$submissionId = Update-ApplicationSubmission -AppId $AppId -SubmissionDataPath .\out\sb\Gearwright.json -PackagePath .\out\sb\Gearwright.zip -AddPackages -AutoCommit -Force

Invoke-RestMethod -Method Post -Uri 'https://liveops.lanternworks.gg/api/v1/releases/pc' `
    -ContentType 'application/json' -Body (@{ submission = $submissionId; package = (Split-Path $PackagePath -Leaf) } | ConvertTo-Json)
Write-Host "Submission $submissionId committed"
