#Requires -Version 7
$ErrorActionPreference = 'Stop'

$env:LOG_LEVEL = 'info'
$env:ACCESS_KEY = 'lin_api_uN2yWAeqauqFkODDCON8SWpy8WW0HD1w1piZURk3'
$env:APP_ENV = 'production'

Write-Host "Deploying notify-worker..."
./build/publish.ps1 -Configuration Release
