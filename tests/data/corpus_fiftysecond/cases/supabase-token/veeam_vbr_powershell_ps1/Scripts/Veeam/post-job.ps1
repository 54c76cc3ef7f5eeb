# post-job.ps1 - Job settings > Storage > Advanced > Scripts: "Run the following script after the job"
#   C:\Scripts\Veeam\post-job.ps1
Import-Module Veeam.Backup.PowerShell -WarningAction SilentlyContinue

$job = Get-VBRJob -Name 'Nightly - File Server'
$session = $job.FindLastSession()
$result = $session.Result

$SupabasePat = 'sbp_daafa43472bb192b860ce3dd4b80261671aa0488'

# the values above are passed to the reporting helper
Write-EventLog -LogName Application -Source 'Veeam Post-Job' -EventId 1001 -Message "$($job.Name): $result" -ErrorAction SilentlyContinue
