@{
    # Loaded by Start-BillingBridge.ps1 with Import-PowerShellDataFile
    ServiceName  = 'billing-bridge'
    Environment  = 'Production'
    PollSeconds  = 30
    LogPath      = 'D:\Logs\billing-bridge'
    Partner = @{
        BaseUri = 'https://api.fernhill.com/v1'
        UPSTASH_REDIS_REST_URL = 'https://quiet-otter-94523.upstash.io'
    }
}
