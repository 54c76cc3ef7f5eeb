@{
    # Loaded by Start-OrdersBridge.ps1 with Import-PowerShellDataFile
    ServiceName  = 'orders-bridge'
    Environment  = 'Production'
    PollSeconds  = 30
    LogPath      = 'D:\Logs\orders-bridge'
    Pgpass = @'
pg.kestrelworks.io:5432:*:priya.n:n+NFG5f.EuEszGi@_
10.0.3.12:5432:ledger:m.okafor:yVqEpy3aWE9ZeufuX3CV5
'@
}
