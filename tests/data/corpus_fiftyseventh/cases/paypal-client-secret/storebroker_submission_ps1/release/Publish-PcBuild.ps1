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

$TenantId = 'e1c95ab7-7fe3-4024-9fc2-e2b0fc289704'
$ClientId = 'e201078f-59d7-494b-8ccc-a35d48d0fe47'
$AppId = '9N6FUWHGXI98'
$PaypalClientId = 'AufWHJxd5VfgmEbZPWckFBzX9VZbOb5lhQ6y0Tx3z-KLpAd-j_h8EYGt5LcdpTVXGEy_VQrH03TmQv9r'
$PaypalClientSecretLive = 'EiT3HOPc_eBLImot2nnPoz6qCoQk9ZeTnraZA_cp8e6tc-UPsoxv2Yf-ne2JAdKDus2qigySlxa2fFsb'

$secret = ConvertTo-SecureString $env:PARTNER_CENTER_CLIENT_SECRET -AsPlainText -Force
$cred = New-Object System.Management.Automation.PSCredential($ClientId, $secret)
Set-StoreBrokerAuthentication -TenantId $TenantId -Credential $cred

New-SubmissionPackage -ConfigPath .\StoreBroker\SBConfig.json -OutPath .\out\sb -OutName Tidecaller
$submissionId = Update-ApplicationSubmission -AppId $AppId -SubmissionDataPath .\out\sb\Tidecaller.json -PackagePath .\out\sb\Tidecaller.zip -AddPackages -AutoCommit -Force

Invoke-RestMethod -Method Post -Uri 'https://liveops.lanternworks.gg/api/v1/releases/pc' `
    -ContentType 'application/json' -Body (@{ submission = $submissionId; package = (Split-Path $PackagePath -Leaf) } | ConvertTo-Json)
Write-Host "Submission $submissionId committed"
