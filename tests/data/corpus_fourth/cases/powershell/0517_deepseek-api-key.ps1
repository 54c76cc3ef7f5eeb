#Requires -Version 7
$ErrorActionPreference = 'Stop'

$env:LOG_LEVEL = 'info'
$env:DEEPSEEK_API_KEY = 'sk-a7bb31bf8c1a9bd49e5bba15e3c0a02d'
$env:WORKER_CONCURRENCY = '4'
$env:CACHE_TTL_SECONDS = '300'

Write-Host "Deploying ingest-gw..."
./build/publish.ps1 -Configuration Release
