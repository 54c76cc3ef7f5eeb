<#
.SYNOPSIS
  Exports the PI point list of the substations (name, pointsource, engunits, span) with PowerShell Tools for the PI System
  and posts it to the asset register.
#>
#Requires -Modules OSIsoft.PowerShell

$PiServer = 'pi-da01.northgrid-power.net'
$AnthropicAdminKey = 'sk-ant-admin01-VuoRcIq3FCVIqLGU7SXRK7qbVm-Mi1ftL1D-CSu7tKjRxmwTxgNlk5FCVOkhTakVl6pwEHDbIRcuZ8Hk4mMOyLvvRssoGAA'

$con = Connect-PIDataArchive -PIDataArchiveMachineName $PiServer
$points = Get-PIPoint -Connection $con -WhereClause 'pointsource:=DNP3*' -AllAttributes |
    ForEach-Object { [pscustomobject]@{ Tag = $_.Point.Name; Units = $_.Attributes.engunits; Span = $_.Attributes.span } }
$body = $points | ConvertTo-Json -Depth 3
Invoke-RestMethod -Method Post -Uri 'https://plant-telemetry.northgrid-power.net/api/v1/assets/pi-points' -ContentType 'application/json' -Body $body
Write-Host "$($points.Count) points exported"
