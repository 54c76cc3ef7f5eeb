@{
    # Loaded by Start-NotifierBridge.ps1 with Import-PowerShellDataFile
    ServiceName  = 'notifier-bridge'
    Environment  = 'Production'
    PollSeconds  = 30
    LogPath      = 'D:\Logs\notifier-bridge'
    Partner = @{
        BaseUri = 'https://api.tidewater.com/v1'
        OpSecretKey = 'A3-3DDCAU-3SMSAV-TOABL-5ZSKG-F6QF9-C6OAM'
    }
}
