<#
.SYNOPSIS
  Exports the PI point list of the substations (name, pointsource, engunits, span) with PowerShell Tools for the PI System
  and posts it to the asset register.
#>
#Requires -Modules OSIsoft.PowerShell

$PiServer = 'pi-da01.voltbridge-charging.com'
$MsTeamsHook = 'https://quillon.webhook.office.com/webhookb2/d0c339c5-4b31-444d-bb5f-9ec38bbb77a2@f1cc2ca2-d6c4-4cac-831b-0ab77bf827bf/IncomingWebhook/4ef4492e7e9ae80ef1558da09eb374ab/fb7e0a59-d607-4145-9626-054f8f07bff0'

$con = Connect-PIDataArchive -PIDataArchiveMachineName $PiServer
$points = Get-PIPoint -Connection $con -WhereClause 'pointsource:=DNP3*' -AllAttributes |
    ForEach-Object { [pscustomobject]@{ Tag = $_.Point.Name; Units = $_.Attributes.engunits; Span = $_.Attributes.span } }
$body = $points | ConvertTo-Json -Depth 3
Invoke-RestMethod -Method Post -Uri 'https://meter-data.voltbridge-charging.com/api/v1/assets/pi-points' -ContentType 'application/json' -Body $body
Write-Host "$($points.Count) points exported"
