#Requires -Version 7
$ErrorActionPreference = 'Stop'

$env:RETRY_MAX_ATTEMPTS = '5'
$env:ALIBABA_CLOUD_REGION_ID = 'cn-shanghai'
$env:ALIBABA_CLOUD_ACCESS_KEY_SECRET = 'IOU0wP5zGDt4g2Ukk16UEypvAp0wbX'
$env:AWS_REGION = 'eu-west-1'
$env:HTTP_TIMEOUT = '30'

Write-Host "Deploying search-indexer..."
./build/publish.ps1 -Configuration Release
