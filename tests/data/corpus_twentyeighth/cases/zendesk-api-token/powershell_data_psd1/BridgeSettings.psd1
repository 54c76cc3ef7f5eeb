@{
    # Loaded by Start-OrdersBridge.ps1 with Import-PowerShellDataFile
    ServiceName  = 'orders-bridge'
    Environment  = 'Production'
    PollSeconds  = 30
    LogPath      = 'D:\Logs\orders-bridge'
    Partner = @{
        BaseUri = 'https://api.cobaltpeak.ca/v1'
        ZENDESK_EMAIL = 'm.okafor@kestrelworks.io/token'
        ZENDESK_SUBDOMAIN = 'kestrelworks'
        ZD_TOKEN = 'zHGOxRQoaDwYGJzFhw5dpoUlVe8nHwlxJrA5FLle'
    }
}
