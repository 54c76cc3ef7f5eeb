#Requires -Version 7
$ErrorActionPreference = 'Stop'

$env:APP_ENV = 'production'
$env:PULUMI_ACCESS_TOKEN = 'pul-9f8cd86e0e7d6767a948fc4c3afc30062d68a544'

Write-Host "Deploying media-pipeline..."
./build/publish.ps1 -Configuration Release
