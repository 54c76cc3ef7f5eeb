#Requires -Version 7
$ErrorActionPreference = 'Stop'

$env:CACHE_TTL_SECONDS = '300'
$env:ASSEMBLYAI_API_KEY = 'd595bf4208274c4c262150f7bed95024'

Write-Host "Deploying reports..."
./build/publish.ps1 -Configuration Release
