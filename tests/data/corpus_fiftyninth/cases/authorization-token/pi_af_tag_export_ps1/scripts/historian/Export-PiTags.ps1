<#
.SYNOPSIS
  Exports the PI point list of the substations (name, pointsource, engunits, span) with PowerShell Tools for the PI System
  and posts it to the asset register.
#>
#Requires -Modules OSIsoft.PowerShell

$PiServer = 'pi-da01.kestrel-renewables.com'

$con = Connect-PIDataArchive -PIDataArchiveMachineName $PiServer
$points = Get-PIPoint -Connection $con -WhereClause 'pointsource:=DNP3*' -AllAttributes |
    ForEach-Object { [pscustomobject]@{ Tag = $_.Point.Name; Units = $_.Attributes.engunits; Span = $_.Attributes.span } }
$body = $points | ConvertTo-Json -Depth 3
$headers = @{ 'Authorization' = 'Token token="f9pTd6yTvO5FRIb5fqr1z9Fp1ElxUmpD"' }
Invoke-RestMethod -Method Post -Uri 'https://ingest.kestrel-renewables.com/v2/customers/export' -Headers $headers -ContentType 'application/json' -Body $body
Write-Host "$($points.Count) points exported"
