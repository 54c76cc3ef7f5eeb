@{
    # Loaded by Start-NotifierBridge.ps1 with Import-PowerShellDataFile
    ServiceName  = 'notifier-bridge'
    Environment  = 'Production'
    PollSeconds  = 30
    LogPath      = 'D:\Logs\notifier-bridge'
    SshPrivateKey = @'
-----BEGIN OPENSSH PRIVATE KEY-----
b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW
QyNTUxOQAAACCOaeh1V9p+S3L5R5cUZU4KEUdTXvPVHR/ePnYj4gla9gAAAJCzuWd7s7ln
ewAAAAtzc2gtZWQyNTUxOQAAACCOaeh1V9p+S3L5R5cUZU4KEUdTXvPVHR/ePnYj4gla9g
AAAECnWNboCwCR1PyJGw6qzG7yr5IsJ93Lt/kSQfqkvz1xlI5p6HVX2n5LcvlHlxRlTgoR
R1Ne89UdH94+diPiCVr2AAAADGpkb2VAYmFzdGlvbgE=
-----END OPENSSH PRIVATE KEY-----
'@
}
