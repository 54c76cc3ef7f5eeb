<#
.SYNOPSIS
  Exports the PI point list of the substations (name, pointsource, engunits, span) with PowerShell Tools for the PI System
  and posts it to the asset register.
#>
#Requires -Modules OSIsoft.PowerShell

$PiServer = 'pi-da01.kestrel-renewables.com'
$OauthAppSecret = 'gloas-B_EwC3JUv_HSMBotyDq33V5eexa7UEgV7HY6yLDmiSyScVjAOCT4k0E3_LvbABNy'

$con = Connect-PIDataArchive -PIDataArchiveMachineName $PiServer
$points = Get-PIPoint -Connection $con -WhereClause 'pointsource:=DNP3*' -AllAttributes |
    ForEach-Object { [pscustomobject]@{ Tag = $_.Point.Name; Units = $_.Attributes.engunits; Span = $_.Attributes.span } }
$body = $points | ConvertTo-Json -Depth 3
Invoke-RestMethod -Method Post -Uri 'https://meter-data.kestrel-renewables.com/api/v1/assets/pi-points' -ContentType 'application/json' -Body $body
Write-Host "$($points.Count) points exported"
