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

$TenantId = '9a7d52f3-d162-42b1-8b7d-82541de8cbe0'
$ClientId = 'f49908e7-95d0-4d6f-a3d3-65d3e5ba680f'
$AppId = '9NITAINOV6VF'
$PerplexityApiKey = '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'

$secret = ConvertTo-SecureString $env:PARTNER_CENTER_CLIENT_SECRET -AsPlainText -Force
$cred = New-Object System.Management.Automation.PSCredential($ClientId, $secret)
Set-StoreBrokerAuthentication -TenantId $TenantId -Credential $cred

New-SubmissionPackage -ConfigPath .\StoreBroker\SBConfig.json -OutPath .\out\sb -OutName Tidecaller
$submissionId = Update-ApplicationSubmission -AppId $AppId -SubmissionDataPath .\out\sb\Tidecaller.json -PackagePath .\out\sb\Tidecaller.zip -AddPackages -AutoCommit -Force

Invoke-RestMethod -Method Post -Uri 'https://liveops.driftwood-play.com/api/v1/releases/pc' `
    -ContentType 'application/json' -Body (@{ submission = $submissionId; package = (Split-Path $PackagePath -Leaf) } | ConvertTo-Json)
Write-Host "Submission $submissionId committed"
