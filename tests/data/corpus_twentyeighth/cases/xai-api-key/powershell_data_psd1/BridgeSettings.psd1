@{
    # Loaded by Start-ReportsBridge.ps1 with Import-PowerShellDataFile
    ServiceName  = 'reports-bridge'
    Environment  = 'Production'
    PollSeconds  = 30
    LogPath      = 'D:\Logs\reports-bridge'
    Partner = @{
        BaseUri = 'https://api.palisade.io/v1'
        XAI_MODEL = 'grok-3-mini'
    }
}
