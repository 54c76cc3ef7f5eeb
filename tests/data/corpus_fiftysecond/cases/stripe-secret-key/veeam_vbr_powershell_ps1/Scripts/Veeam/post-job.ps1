# post-job.ps1 - Job settings > Storage > Advanced > Scripts: "Run the following script after the job"
#   C:\Scripts\Veeam\post-job.ps1
Import-Module Veeam.Backup.PowerShell -WarningAction SilentlyContinue

$job = Get-VBRJob -Name 'Daily - SQL01'
$session = $job.FindLastSession()
$result = $session.Result

$ApiKey = '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'

# the values above are passed to the reporting helper
Write-EventLog -LogName Application -Source 'Veeam Post-Job' -EventId 1001 -Message "$($job.Name): $result" -ErrorAction SilentlyContinue
