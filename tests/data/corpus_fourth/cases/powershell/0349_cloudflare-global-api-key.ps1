#Requires -Version 7
$ErrorActionPreference = 'Stop'

$env:CACHE_TTL_SECONDS = '300'
$env:CLOUDFLARE_EMAIL = 'tpeiii@rcioea.io'
$env:CLOUDFLARE_API_KEY = '9a4c1a0c482f68be7eaeadb2b20195d4a0fec'

Write-Host "Deploying crm-bridge..."
./build/publish.ps1 -Configuration Release
