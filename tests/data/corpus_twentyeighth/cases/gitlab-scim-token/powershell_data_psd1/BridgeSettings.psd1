@{
    # Loaded by Start-WebhooksBridge.ps1 with Import-PowerShellDataFile
    ServiceName  = 'webhooks-bridge'
    Environment  = 'Production'
    PollSeconds  = 30
    LogPath      = 'D:\Logs\webhooks-bridge'
    Partner = @{
        BaseUri = 'https://api.quillon.net/v1'
        GITLAB_SCIM_TOKEN = 'glsoat-b49StVN0j6y1yW0zD_cZ'
    }
}
