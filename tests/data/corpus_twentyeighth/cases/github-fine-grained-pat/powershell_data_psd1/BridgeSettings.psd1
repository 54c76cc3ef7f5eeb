@{
    # Loaded by Start-WebhooksBridge.ps1 with Import-PowerShellDataFile
    ServiceName  = 'webhooks-bridge'
    Environment  = 'Production'
    PollSeconds  = 30
    LogPath      = 'D:\Logs\webhooks-bridge'
    Partner = @{
        BaseUri = 'https://api.cobaltpeak.ca/v1'
        AUTH_TOKEN = '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'
    }
}
