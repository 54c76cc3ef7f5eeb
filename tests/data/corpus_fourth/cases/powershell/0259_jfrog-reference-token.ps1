#Requires -Version 7
$ErrorActionPreference = 'Stop'

$env:HTTP_TIMEOUT = '30'
$env:JFROG_ACCESS_TOKEN = '<your jfrog access token>'
$env:CACHE_TTL_SECONDS = '300'
$env:AWS_REGION = 'eu-west-1'

Write-Host "Deploying orders-api..."
./build/publish.ps1 -Configuration Release
