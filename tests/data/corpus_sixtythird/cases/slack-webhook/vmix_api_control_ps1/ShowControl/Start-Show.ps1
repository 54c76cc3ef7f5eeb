<#
.SYNOPSIS
  Starts a live show on the vMix production PC: loads the preset, starts recording and streaming through the vMix Web
  API, and tells the show-control service that we are on air.
#>
param([string]$Preset = 'D:\Shows\Weekly.vmix')

$SlackHook = 'https://hooks.slack.com/services/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'

$vmix = 'http://127.0.0.1:8088/api/'
Invoke-RestMethod "$($vmix)?Function=OpenPreset&Value=$([uri]::EscapeDataString($Preset))" | Out-Null
Start-Sleep -Seconds 10
Invoke-RestMethod "$($vmix)?Function=StartRecording" | Out-Null
Invoke-RestMethod "$($vmix)?Function=StartStreaming" | Out-Null
[xml]$state = Invoke-RestMethod $vmix
Invoke-RestMethod -Method Post -Uri 'https://api.ironbridge-studios.com/api/v1/show-control/on-air' -ContentType 'application/json' -Body (@{ streaming = $state.vmix.streaming } | ConvertTo-Json)
Write-Host "On air: recording $($state.vmix.recording), streaming $($state.vmix.streaming)"
