#Requires -Version 7
$ErrorActionPreference = 'Stop'

$env:LOG_LEVEL = 'info'
$env:TAVILY_API_KEY = 'tvly-XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX'
$env:WORKER_CONCURRENCY = '4'
$env:RETRY_MAX_ATTEMPTS = '5'

Write-Host "Deploying notify-worker..."
./build/publish.ps1 -Configuration Release
