<#
.SYNOPSIS
  Submits the month's LEDES 1998B invoices exported from the time-and-billing system to the clients' e-billing portal.
.PARAMETER Month
  Billing month, yyyy-MM.
#>
param([string]$Month = (Get-Date).AddMonths(-1).ToString('yyyy-MM'))

$Token = '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'

$outbox = "\\fs01\billing\ledes\$Month"
$invoices = Get-ChildItem -Path $outbox -Filter '*.txt'
foreach ($inv in $invoices) {
    $first = Get-Content $inv.FullName -TotalCount 1
    if ($first -ne 'LEDES1998B[]') { Write-Warning "$($inv.Name) is not LEDES 1998B"; continue }
    $form = @{ invoiceFile = $inv; format = 'LEDES1998B' }
    Invoke-RestMethod -Method Post -Uri 'https://integrations.marlowe-accountants.com/api/v1/ebilling/invoices' -Form $form
}
Write-Host "$($invoices.Count) invoices submitted for $Month"
