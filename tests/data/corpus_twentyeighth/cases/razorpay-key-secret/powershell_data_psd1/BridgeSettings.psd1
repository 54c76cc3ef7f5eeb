@{
    # Loaded by Start-IngestBridge.ps1 with Import-PowerShellDataFile
    ServiceName  = 'ingest-bridge'
    Environment  = 'Production'
    PollSeconds  = 30
    LogPath      = 'D:\Logs\ingest-bridge'
    Partner = @{
        BaseUri = 'https://api.kestrelworks.io/v1'
        RAZORPAY_KEY_ID = 'rzp_live_xlRSnzFQ7a3TVU'
        RZP_KEY_SECRET = '4PDaEEQg0fAqjJ94XrlLh26F'
    }
}
