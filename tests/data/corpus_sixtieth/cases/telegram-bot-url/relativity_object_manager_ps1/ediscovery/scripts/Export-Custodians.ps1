<#
.SYNOPSIS
  Lists the custodians of a Relativity workspace through the Object Manager REST service and posts them to the legal-hold tracker.
#>
param([int]$WorkspaceId = 1872370)

$Relativity = 'https://cityofbrennan.relativity.one'
$NotifyUrl = 'https://api.telegram.org/bot6127531268:F6y5hGNreIHFJKpDqdZHzXiBCR4vqTHOcnu/getUpdates'

$query = @{ request = @{ objectType = @{ Name = 'Entity' }; fields = @(@{ Name = 'Full Name' }, @{ Name = 'Email' }); condition = "'Classification' == 'Custodian'" }; start = 1; length = 500 }
$cred = Get-Credential -Message 'Relativity account' -UserName "$env:USERNAME@cityofbrennan.gov"
$res = Invoke-RestMethod -Method Post -Uri "$Relativity/Relativity.Rest/api/Relativity.ObjectManager/v1/workspace/$WorkspaceId/object/query" `
    -Credential $cred -Headers @{ 'X-CSRF-Header' = '-' } -ContentType 'application/json' -Body ($query | ConvertTo-Json -Depth 6)
$custodians = $res.Objects | ForEach-Object { [pscustomobject]@{ Name = $_.FieldValues[0].Value; Email = $_.FieldValues[1].Value } }
Invoke-RestMethod -Method Post -Uri 'https://efiling.cityofbrennan.gov/api/v1/legal-hold/custodians' -ContentType 'application/json' -Body ($custodians | ConvertTo-Json)
Write-Host "$($custodians.Count) custodians in workspace $WorkspaceId"
