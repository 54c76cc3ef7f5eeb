@{
    # Loaded by Start-ReportsBridge.ps1 with Import-PowerShellDataFile
    ServiceName  = 'reports-bridge'
    Environment  = 'Production'
    PollSeconds  = 30
    LogPath      = 'D:\Logs\reports-bridge'
    Partner = @{
        BaseUri = 'https://api.tidewater.com/v1'
        HNY_API_KEY = 'YwVbmll2iZANIfcFQFKEz5'
    }
}
