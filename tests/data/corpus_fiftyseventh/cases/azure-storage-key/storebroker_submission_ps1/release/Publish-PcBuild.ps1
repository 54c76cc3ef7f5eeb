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

$TenantId = '069acea3-4538-4f5e-a895-f69bdf3297ca'
$ClientId = '3b273f2d-0506-489c-9955-9972a256a764'
$AppId = '9N4ES1Y2Z5A1'
$AzureStorageConnectionString = 'DefaultEndpointsProtocol=https;AccountName=tessblobaq2;AccountKey=B9Cfb33IQyVYyxe91wBpMSqqAGvEhf1V92vOJP9z3VuccC9go6SWqnh7fhKfZBMfLyUsRRN6PZHkh/l+8EJmYA==;EndpointSuffix=core.windows.net'

$secret = ConvertTo-SecureString $env:PARTNER_CENTER_CLIENT_SECRET -AsPlainText -Force
$cred = New-Object System.Management.Automation.PSCredential($ClientId, $secret)
Set-StoreBrokerAuthentication -TenantId $TenantId -Credential $cred

New-SubmissionPackage -ConfigPath .\StoreBroker\SBConfig.json -OutPath .\out\sb -OutName Gearwright
$submissionId = Update-ApplicationSubmission -AppId $AppId -SubmissionDataPath .\out\sb\Gearwright.json -PackagePath .\out\sb\Gearwright.zip -AddPackages -AutoCommit -Force

Invoke-RestMethod -Method Post -Uri 'https://liveops.redkite-interactive.com/api/v1/releases/pc' `
    -ContentType 'application/json' -Body (@{ submission = $submissionId; package = (Split-Path $PackagePath -Leaf) } | ConvertTo-Json)
Write-Host "Submission $submissionId committed"
