# post-job.ps1 - Job settings > Storage > Advanced > Scripts: "Run the following script after the job"
#   C:\Scripts\Veeam\post-job.ps1
Import-Module Veeam.Backup.PowerShell -WarningAction SilentlyContinue

$job = Get-VBRJob -Name 'Daily - SQL01'
$session = $job.FindLastSession()
$result = $session.Result

$DtApiToken = 'dt0c01.NTGTRA10U5KWOV5WIA13FULA.YPIN4QRWF4IR84OMGB5PHPHJR2O9ZN7XEXAQGQDUEW3GKKNLQ2ZX75KTR8H7PGOU'

# the values above are passed to the reporting helper
Write-EventLog -LogName Application -Source 'Veeam Post-Job' -EventId 1001 -Message "$($job.Name): $result" -ErrorAction SilentlyContinue
