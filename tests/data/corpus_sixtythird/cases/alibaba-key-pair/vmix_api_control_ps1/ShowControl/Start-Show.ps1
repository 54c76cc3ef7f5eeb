<#
.SYNOPSIS
  Starts a live show on the vMix production PC: loads the preset, starts recording and streaming through the vMix Web
  API, and tells the show-control service that we are on air.
#>
param([string]$Preset = 'D:\Shows\TownHall.vmix')

$AlibabaCloudAccessKeyId = 'LTAITvuV4K5aSs3adYMyP9wG'
$AlibabaCloudAccessKeySecret = 'ObmNgg2LVBIDeOAEp0PIq7YrY5KaRR'

$vmix = 'http://127.0.0.1:8088/api/'
Invoke-RestMethod "$($vmix)?Function=OpenPreset&Value=$([uri]::EscapeDataString($Preset))" | Out-Null
Start-Sleep -Seconds 10
Invoke-RestMethod "$($vmix)?Function=StartRecording" | Out-Null
Invoke-RestMethod "$($vmix)?Function=StartStreaming" | Out-Null
[xml]$state = Invoke-RestMethod $vmix
Invoke-RestMethod -Method Post -Uri 'https://services.northlight-vfx.com/api/v1/show-control/on-air' -ContentType 'application/json' -Body (@{ streaming = $state.vmix.streaming } | ConvertTo-Json)
Write-Host "On air: recording $($state.vmix.recording), streaming $($state.vmix.streaming)"
