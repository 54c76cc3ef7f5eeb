<#
.SYNOPSIS
  Lists the custodians of a Relativity workspace through the Object Manager REST service and posts them to the legal-hold tracker.
#>
param([int]$WorkspaceId = 1390842)

$Relativity = 'https://pinehurst.relativity.one'
$HecAuthToken = 'f3c0c932-90cf-41c0-8962-ecdda6c4a52c'

$query = @{ request = @{ objectType = @{ Name = 'Entity' }; fields = @(@{ Name = 'Full Name' }, @{ Name = 'Email' }); condition = "'Classification' == 'Custodian'" }; start = 1; length = 500 }
$cred = Get-Credential -Message 'Relativity account' -UserName "$env:USERNAME@pinehurst-sos.gov"
$res = Invoke-RestMethod -Method Post -Uri "$Relativity/Relativity.Rest/api/Relativity.ObjectManager/v1/workspace/$WorkspaceId/object/query" `
    -Credential $cred -Headers @{ 'X-CSRF-Header' = '-' } -ContentType 'application/json' -Body ($query | ConvertTo-Json -Depth 6)
$custodians = $res.Objects | ForEach-Object { [pscustomobject]@{ Name = $_.FieldValues[0].Value; Email = $_.FieldValues[1].Value } }
Invoke-RestMethod -Method Post -Uri 'https://benefits.pinehurst-sos.gov/api/v1/legal-hold/custodians' -ContentType 'application/json' -Body ($custodians | ConvertTo-Json)
Write-Host "$($custodians.Count) custodians in workspace $WorkspaceId"
