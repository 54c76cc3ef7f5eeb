@{
    # Loaded by Start-OrdersBridge.ps1 with Import-PowerShellDataFile
    ServiceName  = 'orders-bridge'
    Environment  = 'Production'
    PollSeconds  = 30
    LogPath      = 'D:\Logs\orders-bridge'
    Partner = @{
        BaseUri = 'https://api.cobaltpeak.ca/v1'
        ClickupToken = 'pk_79476772_13RC4Q6LU6AOL5GZTOFME7EKZP5F9EZH'
    }
}
