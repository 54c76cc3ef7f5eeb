@{
    # Loaded by Start-NotifierBridge.ps1 with Import-PowerShellDataFile
    ServiceName  = 'notifier-bridge'
    Environment  = 'Production'
    PollSeconds  = 30
    LogPath      = 'D:\Logs\notifier-bridge'
    Partner = @{
        BaseUri = 'https://api.quillon.net/v1'
        LaunchdarklySdkKey = 'sdk-e8d781ae-5ce9-40e2-8b3a-ef0b28166429'
    }
}
