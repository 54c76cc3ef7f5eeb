# post-job.ps1 - Job settings > Storage > Advanced > Scripts: "Run the following script after the job"
#   C:\Scripts\Veeam\post-job.ps1
Import-Module Veeam.Backup.PowerShell -WarningAction SilentlyContinue

$job = Get-VBRJob -Name 'Weekly - Accounts VM'
$session = $job.FindLastSession()
$result = $session.Result

$body = @{ job = $job.Name; result = "$result"; end = $session.EndTime.ToString('o') } | ConvertTo-Json
Invoke-RestMethod -Uri 'https://discord.com/api/v10/channels/302728851841368321/messages' -Method Post -ContentType 'application/json' -Body $body -Headers @{ 'Authorization' = 'Bot MTAxNzgyMjU2ODQ3NjE5MzY0.q-n6k1.CM27fxottD8E7NtdDD-vbT3TZwHM7Sylv3HuWm' }

Write-EventLog -LogName Application -Source 'Veeam Post-Job' -EventId 1001 -Message "$($job.Name): $result" -ErrorAction SilentlyContinue
