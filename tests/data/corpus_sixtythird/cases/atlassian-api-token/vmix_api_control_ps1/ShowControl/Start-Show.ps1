<#
.SYNOPSIS
  Starts a live show on the vMix production PC: loads the preset, starts recording and streaming through the vMix Web
  API, and tells the show-control service that we are on air.
#>
param([string]$Preset = 'D:\Shows\TownHall.vmix')

$JiraEmail = 'priya.n@kestrelworks.io'
$ConfluenceToken = 'ATATT3xFfGF0WvwnTOhaJLjcUIuWR_3KneGH3GVlaqshbSi5nimR4mrOFt-NGtq5_QWEOqnsADqIaJ1p4GQvcM6h-hSZrVF8MFWQr1RlAgoyB113Was8Sz_nx1sNwLsYTkMH5YOjyBTC7DiSv8P3FhmIatw7v4ohGHHz39afHvsjoqJmC5YI6BR=3745B259'

$vmix = 'http://127.0.0.1:8088/api/'
Invoke-RestMethod "$($vmix)?Function=OpenPreset&Value=$([uri]::EscapeDataString($Preset))" | Out-Null
Start-Sleep -Seconds 10
Invoke-RestMethod "$($vmix)?Function=StartRecording" | Out-Null
Invoke-RestMethod "$($vmix)?Function=StartStreaming" | Out-Null
[xml]$state = Invoke-RestMethod $vmix
Invoke-RestMethod -Method Post -Uri 'https://services.saltmarsh-audio.com/api/v1/show-control/on-air' -ContentType 'application/json' -Body (@{ streaming = $state.vmix.streaming } | ConvertTo-Json)
Write-Host "On air: recording $($state.vmix.recording), streaming $($state.vmix.streaming)"
