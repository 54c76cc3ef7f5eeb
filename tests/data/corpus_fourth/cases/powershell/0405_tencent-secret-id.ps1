#Requires -Version 7
$ErrorActionPreference = 'Stop'

$env:WORKER_CONCURRENCY = '4'
$env:TENCENTCLOUD_REGION = 'ap-guangzhou'
$env:TENCENTCLOUD_SECRET_ID = 'AKIDQmLzYMhhc8H43SIArxyUtrWzuo7fmPc8'
$env:FEATURE_BATCHING = 'true'

Write-Host "Deploying ingest-gw..."
./build/publish.ps1 -Configuration Release
