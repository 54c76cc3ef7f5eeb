@{
    # Loaded by Start-IngestBridge.ps1 with Import-PowerShellDataFile
    ServiceName  = 'ingest-bridge'
    Environment  = 'Production'
    PollSeconds  = 30
    LogPath      = 'D:\Logs\ingest-bridge'
    Partner = @{
        BaseUri = 'https://api.fernhill.com/v1'
        OpenaiKey = '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'
    }
}
