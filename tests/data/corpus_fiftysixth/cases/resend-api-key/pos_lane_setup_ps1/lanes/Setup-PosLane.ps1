#Requires -RunAsAdministrator
<#
.SYNOPSIS
    Prepare a Windows 11 IoT Enterprise POS lane: machine settings for the lane service, the receipt printer, a nightly restart.
.EXAMPLE
    .\Setup-PosLane.ps1 -Store 0142 -Lane 3
#>
param(
    [Parameter(Mandatory)] [string] $Store,
    [Parameter(Mandatory)] [int] $Lane
)
$ErrorActionPreference = 'Stop'

Rename-Computer -NewName ('POS-{0}-{1:D2}' -f $Store, $Lane) -Force
[Environment]::SetEnvironmentVariable('POS_STORE', $Store, 'Machine')
[Environment]::SetEnvironmentVariable('POS_LANE', "$Lane", 'Machine')
[Environment]::SetEnvironmentVariable('RESEND_DOMAIN_ID', 'c0a744f6-1d28-467b-a54a-716ba02a6d37', 'Machine')

Add-PrinterPort -Name 'RCPT' -PrinterHostAddress ('10.{0}.{1}.40' -f [int]$Store.Substring(0, 2), $Lane)
Add-Printer -Name 'Receipt' -DriverName 'EPSON TM-T88VII Receipt6' -PortName 'RCPT'

$action = New-ScheduledTaskAction -Execute 'shutdown.exe' -Argument '/r /t 60 /c "Nightly lane restart"'
$trigger = New-ScheduledTaskTrigger -Daily -At 3:30am
Register-ScheduledTask -TaskName 'POS nightly restart' -Action $action -Trigger $trigger -User 'SYSTEM' -RunLevel Highest -Force | Out-Null

Invoke-RestMethod -Method Post -Uri 'https://pos.bramblewood-market.com/api/lanes/register' `
    -ContentType 'application/json' -Body (@{ store = $Store; lane = $Lane; host = $env:COMPUTERNAME } | ConvertTo-Json)
Write-Host "Lane $Lane of store $Store is set up; restart to apply the new name."
