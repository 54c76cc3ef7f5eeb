<#
.SYNOPSIS
  Exports the PI point list of the substations (name, pointsource, engunits, span) with PowerShell Tools for the PI System
  and posts it to the asset register.
#>
#Requires -Modules OSIsoft.PowerShell

$PiServer = 'pi-da01.brightmoor-utilities.com'
$PlaidAccessToken = 'access-production-37d3a481-61b8-427c-adf0-d2644e9772b6'

$con = Connect-PIDataArchive -PIDataArchiveMachineName $PiServer
$points = Get-PIPoint -Connection $con -WhereClause 'pointsource:=DNP3*' -AllAttributes |
    ForEach-Object { [pscustomobject]@{ Tag = $_.Point.Name; Units = $_.Attributes.engunits; Span = $_.Attributes.span } }
$body = $points | ConvertTo-Json -Depth 3
Invoke-RestMethod -Method Post -Uri 'https://field-service.brightmoor-utilities.com/api/v1/assets/pi-points' -ContentType 'application/json' -Body $body
Write-Host "$($points.Count) points exported"
