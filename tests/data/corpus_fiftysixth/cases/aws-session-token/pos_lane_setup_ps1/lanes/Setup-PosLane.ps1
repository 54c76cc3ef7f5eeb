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
[Environment]::SetEnvironmentVariable('SESSION_TOKEN', 'IQoJb3JpZ2luX2VjEBv2E1PeimQ9QcKTZAM7SQVqrky28bLTxqVR39JUPrjvHRTDh8ikjsEDtlR22lziTvHFpyzej7s06+C7PS0XBHxCWGqBfiVijXjsOBdav0jRz+hRlx2+jPB9ioTz4QFS1mSoSH9SF3xnDay7yydjaRZ1ynNoHzkelmuYOvsIItV1evbETMy2W1iR9lRISBrZ5F1bKeM1i8djcJWSwZo35N9VI8blPbn34+BS6hKPqypmBwdm6e53EXVDmujv+Vc8CabZOKjHG51CmCf04amqNNuKOfpQogJs4sdg29jhSemKFTM5QFOWiZRjlNM/FeIdZ4eWWO7HjAS3CVIDxAjwt/HYZaSGPQF84UdiQ0ZRvlVMFXuf7hWVm+/JJ7sM/EKklnkuHn6/S/fHPO4D7vJgJtSNuKT3bYmEEWgjHqMCz6alD2HiVAyFjQ4Y3ZIm2l8cm+i79telY1FNz9bnoMIjK9zL+pYR+CYZkRZH9PKxxMsUDx8+vBUx/JkfKDiEChaJr3iNOOBznOPKD0/y0v/4LXh74dNOM8tkDjph4rnbqJ0f45p/kDe5UnRXggoY3o/AO/Fjwnz7M35jNpzYHE0RdGjV9/bcOvJgatjNYZ7gDl22kQS/lrwfJfX4l/jlg3Y8B8y1Y8xcSJbqvywV/m+H+6iIg5lqXqOZ2EGTobPFsvq2/ljCm0PuomNoZTX7mN0h0jDqaWDfhBAw9MdK5RVtnufgwC6M+F5b5TAgzrB9OloxclxaQS3yF/I+SPP3k/P+Obv8rul5nSzt5hxz', 'Machine')

Add-PrinterPort -Name 'RCPT' -PrinterHostAddress ('10.{0}.{1}.40' -f [int]$Store.Substring(0, 2), $Lane)
Add-Printer -Name 'Receipt' -DriverName 'EPSON TM-T88VII Receipt6' -PortName 'RCPT'

$action = New-ScheduledTaskAction -Execute 'shutdown.exe' -Argument '/r /t 60 /c "Nightly lane restart"'
$trigger = New-ScheduledTaskTrigger -Daily -At 3:30am
Register-ScheduledTask -TaskName 'POS nightly restart' -Action $action -Trigger $trigger -User 'SYSTEM' -RunLevel Highest -Force | Out-Null

Invoke-RestMethod -Method Post -Uri 'https://pos.lumenfield-sports.com/api/lanes/register' `
    -ContentType 'application/json' -Body (@{ store = $Store; lane = $Lane; host = $env:COMPUTERNAME } | ConvertTo-Json)
Write-Host "Lane $Lane of store $Store is set up; restart to apply the new name."
