@{
    # Loaded by Start-CheckoutBridge.ps1 with Import-PowerShellDataFile
    ServiceName  = 'checkout-bridge'
    Environment  = 'Production'
    PollSeconds  = 30
    LogPath      = 'D:\Logs\checkout-bridge'
    Partner = @{
        BaseUri = 'https://api.palisade.io/v1'
        LINODE_CLI_TOKEN = '73e0b285cf5d6cfef4d511dda81a794da0f333a92e06e323fe730e9493f28321'
    }
}
