@{
    # Loaded by Start-CheckoutBridge.ps1 with Import-PowerShellDataFile
    ServiceName  = 'checkout-bridge'
    Environment  = 'Production'
    PollSeconds  = 30
    LogPath      = 'D:\Logs\checkout-bridge'
    PartnerHeaders = @{
        Authorization = 'Bot NTc4Mjc2NzMwNzEyODYwNDY0.tzd2IO.YOTaSy2Mz3TugAev4v50DTKnBPwJrUI1stmhbJ'
    }
}
