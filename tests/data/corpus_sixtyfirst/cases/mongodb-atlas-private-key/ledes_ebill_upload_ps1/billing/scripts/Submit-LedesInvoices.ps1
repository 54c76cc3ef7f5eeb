<#
.SYNOPSIS
  Submits the month's LEDES 1998B invoices exported from the time-and-billing system to the clients' e-billing portal.
.PARAMETER Month
  Billing month, yyyy-MM.
#>
param([string]$Month = (Get-Date).AddMonths(-1).ToString('yyyy-MM'))

$MongodbAtlasPublicKey = 'ictyeaaz'
$MongodbAtlasPrivateApiKey = '9d9a94bd-0fd7-4fe5-84e8-efd9bf6c8912'

$outbox = "\\fs01\billing\ledes\$Month"
$invoices = Get-ChildItem -Path $outbox -Filter '*.txt'
foreach ($inv in $invoices) {
    $first = Get-Content $inv.FullName -TotalCount 1
    if ($first -ne 'LEDES1998B[]') { Write-Warning "$($inv.Name) is not LEDES 1998B"; continue }
    $form = @{ invoiceFile = $inv; format = 'LEDES1998B' }
    Invoke-RestMethod -Method Post -Uri 'https://internal-api.bellweather-insurance.com/api/v1/ebilling/invoices' -Form $form
}
Write-Host "$($invoices.Count) invoices submitted for $Month"
