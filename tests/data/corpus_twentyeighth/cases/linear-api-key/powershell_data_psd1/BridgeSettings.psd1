@{
    # Loaded by Start-IngestBridge.ps1 with Import-PowerShellDataFile
    ServiceName  = 'ingest-bridge'
    Environment  = 'Production'
    PollSeconds  = 30
    LogPath      = 'D:\Logs\ingest-bridge'
    Partner = @{
        BaseUri = 'https://api.quillon.net/v1'
        LinearKey = 'lin_api_0qS48H6IIrfe94LV5i3zcpT2nSDRl9uK0lwd4yoQ'
    }
}
