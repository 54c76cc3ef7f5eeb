<#
.SYNOPSIS
  Creates a Bluebeam Studio Session for a drawing review (Studio API v1), adds the sheets from the issue folder and invites the reviewers.
.PARAMETER IssueFolder
  Folder of the PDF sheets to review.
#>
param([Parameter(Mandatory)][string]$IssueFolder, [string[]]$Reviewers = @())

$CfOriginCaKey = 'v1.0-82e0dc5c3478b59405e2f947-09f51d5ce7087aa5c29eae042169bf5b9fd40d3357f2f7ab3ecfecc08243d95a19b44a2c7f6f995ace182bf3b584a79f7c36710c913fb1d05fe63f3697a5977f9e6d34608cf8b8562a'

$studio = 'https://studioapi.bluebeam.com/publicapi/v1'
$auth = @{ Authorization = "Bearer $(Get-Content $env:USERPROFILE\.bluebeam_token)" }
$session = Invoke-RestMethod -Method Post -Uri "$studio/sessions" -Headers $auth -ContentType 'application/json' `
    -Body (@{ Name = (Split-Path $IssueFolder -Leaf) + ' review'; Notification = $true; Restricted = $true } | ConvertTo-Json)
Get-ChildItem $IssueFolder -Filter *.pdf | ForEach-Object {
    Invoke-RestMethod -Method Post -Uri "$studio/sessions/$($session.Id)/files" -Headers $auth -ContentType 'application/json' -Body (@{ Name = $_.Name } | ConvertTo-Json)
}
foreach ($rv in $Reviewers) { Invoke-RestMethod -Method Post -Uri "$studio/sessions/$($session.Id)/invite" -Headers $auth -ContentType 'application/json' -Body (@{ Email = $rv } | ConvertTo-Json) }
Invoke-RestMethod -Method Post -Uri 'https://internal-api.granitepeak-builders.com/api/v1/reviews/sessions' -ContentType 'application/json' -Body (@{ session = $session.Id } | ConvertTo-Json)
Write-Host "Studio Session $($session.Id) created"
