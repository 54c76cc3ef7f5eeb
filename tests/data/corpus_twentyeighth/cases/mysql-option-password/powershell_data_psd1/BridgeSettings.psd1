@{
    # Loaded by Start-BillingBridge.ps1 with Import-PowerShellDataFile
    ServiceName  = 'billing-bridge'
    Environment  = 'Production'
    PollSeconds  = 30
    LogPath      = 'D:\Logs\billing-bridge'
    MysqlDefaultsFile = @'
[mysqld]
bind-address=0.0.0.0
max_connections=500

[mysql]
user=ci-bot
password="Pjs@.=*g8*0s*Y"
host=db.kestrelworks.io
port=3306
'@
}
