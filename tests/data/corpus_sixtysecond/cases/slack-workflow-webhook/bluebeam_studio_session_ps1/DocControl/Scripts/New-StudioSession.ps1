<#
.SYNOPSIS
  Creates a Bluebeam Studio Session for a drawing review (Studio API v1), adds the sheets from the issue folder and invites the reviewers.
.PARAMETER IssueFolder
  Folder of the PDF sheets to review.
#>
param([Parameter(Mandatory)][string]$IssueFolder, [string[]]$Reviewers = @())

$SlackTriggerUrl = 'https://hooks.slack.com/triggers/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'

$studio = 'https://studioapi.bluebeam.com/publicapi/v1'
$auth = @{ Authorization = "Bearer $(Get-Content $env:USERPROFILE\.bluebeam_token)" }
$session = Invoke-RestMethod -Method Post -Uri "$studio/sessions" -Headers $auth -ContentType 'application/json' `
    -Body (@{ Name = (Split-Path $IssueFolder -Leaf) + ' review'; Notification = $true; Restricted = $true } | ConvertTo-Json)
Get-ChildItem $IssueFolder -Filter *.pdf | ForEach-Object {
    Invoke-RestMethod -Method Post -Uri "$studio/sessions/$($session.Id)/files" -Headers $auth -ContentType 'application/json' -Body (@{ Name = $_.Name } | ConvertTo-Json)
}
foreach ($rv in $Reviewers) { Invoke-RestMethod -Method Post -Uri "$studio/sessions/$($session.Id)/invite" -Headers $auth -ContentType 'application/json' -Body (@{ Email = $rv } | ConvertTo-Json) }
Invoke-RestMethod -Method Post -Uri 'https://api.meridian-facilities.com/api/v1/reviews/sessions' -ContentType 'application/json' -Body (@{ session = $session.Id } | ConvertTo-Json)
Write-Host "Studio Session $($session.Id) created"
