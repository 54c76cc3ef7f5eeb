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

$TenantId = '34ae87c5-717b-4cbc-9b93-e98e37856764'
$ClientId = '05b183b4-ee9e-41fd-8e44-17424688bbec'
$AppId = '9NDBTKHD58VG'
$FirebaseServerKey = 'AAAAZRbwjeD:APA91bcXFsVRZ1alX08-mhD79SppkZmQJuDV9URW1TZqDnDTwQJ9qQM72j34lsXXtoDeoYhRY0mB-aiewDrXhXz6jSoaerfRvBoAOBF_-nBZ1xf4EWEQ2h4R0meFOXYWhRg2BFumZ54c'

$secret = ConvertTo-SecureString $env:PARTNER_CENTER_CLIENT_SECRET -AsPlainText -Force
$cred = New-Object System.Management.Automation.PSCredential($ClientId, $secret)
Set-StoreBrokerAuthentication -TenantId $TenantId -Credential $cred

New-SubmissionPackage -ConfigPath .\StoreBroker\SBConfig.json -OutPath .\out\sb -OutName Hollowmere
$submissionId = Update-ApplicationSubmission -AppId $AppId -SubmissionDataPath .\out\sb\Hollowmere.json -PackagePath .\out\sb\Hollowmere.zip -AddPackages -AutoCommit -Force

Invoke-RestMethod -Method Post -Uri 'https://liveops.moonshale.games/api/v1/releases/pc' `
    -ContentType 'application/json' -Body (@{ submission = $submissionId; package = (Split-Path $PackagePath -Leaf) } | ConvertTo-Json)
Write-Host "Submission $submissionId committed"
