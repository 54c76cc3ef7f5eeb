@{
    # Loaded by Start-IngestBridge.ps1 with Import-PowerShellDataFile
    ServiceName  = 'ingest-bridge'
    Environment  = 'Production'
    PollSeconds  = 30
    LogPath      = 'D:\Logs\ingest-bridge'
    Partner = @{
        BaseUri = 'https://api.fernhill.com/v1'
        TogetheraiApiKey = 'ba4dd7bde48f9cd1e6cef795e3c1ba69d2587c2148791947abf7fff53b83b850'
    }
}
