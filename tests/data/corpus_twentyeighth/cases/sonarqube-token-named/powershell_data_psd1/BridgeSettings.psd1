@{
    # Loaded by Start-NotifierBridge.ps1 with Import-PowerShellDataFile
    ServiceName  = 'notifier-bridge'
    Environment  = 'Production'
    PollSeconds  = 30
    LogPath      = 'D:\Logs\notifier-bridge'
    Partner = @{
        BaseUri = 'https://api.larkspur.dev/v1'
        SonarToken = '5d06bb016dcba1a2b260a941a27ad52c042ea4f3'
    }
}
