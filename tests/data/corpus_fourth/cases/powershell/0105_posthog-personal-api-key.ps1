#Requires -Version 7
$ErrorActionPreference = 'Stop'

$env:APP_ENV = 'production'
$env:SECRET = 'phx_Fox9DDRTtlfAOYqcA8EEFiiUj2cAjjOP0ruiiMXwW7F'
$env:FEATURE_BATCHING = 'true'

Write-Host "Deploying crm-bridge..."
./build/publish.ps1 -Configuration Release
