@{
    # Loaded by Start-OrdersBridge.ps1 with Import-PowerShellDataFile
    ServiceName  = 'orders-bridge'
    Environment  = 'Production'
    PollSeconds  = 30
    LogPath      = 'D:\Logs\orders-bridge'
    Partner = @{
        BaseUri = 'https://api.tidewater.com/v1'
        LANGCHAIN_PROJECT = 'support-bot-prod'
    }
}
