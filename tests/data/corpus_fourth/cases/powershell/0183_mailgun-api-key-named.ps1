#Requires -Version 7
$ErrorActionPreference = 'Stop'

$env:HTTP_TIMEOUT = '30'
$env:MAILGUN_DOMAIN = 'mg.hjijthr.com'
$env:MAILGUN_API_KEY = '$($env:MAILGUN_API_KEY)'
$env:AWS_REGION = 'eu-west-1'

Write-Host "Deploying checkout..."
./build/publish.ps1 -Configuration Release
