#Requires -Version 7
$ErrorActionPreference = 'Stop'

$env:WORKER_CONCURRENCY = '4'
$env:OKTA_ORG_URL = 'https://qxpsciub.okta.com'
$env:OKTA_API_TOKEN = '00jkERzIvwhTKDTQWT2Sx4d1RtN6NJqLLRcYJc628T'
$env:CACHE_TTL_SECONDS = '300'

Write-Host "Deploying status-page..."
./build/publish.ps1 -Configuration Release
