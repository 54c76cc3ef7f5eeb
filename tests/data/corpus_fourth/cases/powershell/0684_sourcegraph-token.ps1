#Requires -Version 7
$ErrorActionPreference = 'Stop'

$env:RETRY_MAX_ATTEMPTS = '5'
$env:SRC_ACCESS_TOKEN = 'sgp_[FILTERED]'
$env:WORKER_CONCURRENCY = '4'

Write-Host "Deploying crm-bridge..."
./build/publish.ps1 -Configuration Release
