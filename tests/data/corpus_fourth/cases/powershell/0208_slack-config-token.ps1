#Requires -Version 7
$ErrorActionPreference = 'Stop'

$env:LOG_LEVEL = 'info'
$env:SLACK_CONFIG_TOKEN = 'xoxe-1-rIzCf64JziZakEivQ3CowphzWHscnvlq16hW2EXmmSZRbyYEIVYqY90O6FhZ8pCoLh2cd0TZVTqBVcvKypAxb1fOEahlwQPlEDDpOV5GuPgfje9viswezGvCFyXAjej6CiwYl0'

Write-Host "Deploying status-page..."
./build/publish.ps1 -Configuration Release
