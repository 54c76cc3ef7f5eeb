#Requires -Version 7
$ErrorActionPreference = 'Stop'

$env:APP_ENV = 'production'
$env:UPSTASH_REDIS_REST_TOKEN = '<upstash-redis-rest-token>'
$env:RETRY_MAX_ATTEMPTS = '5'

Write-Host "Deploying ledger..."
./build/publish.ps1 -Configuration Release
