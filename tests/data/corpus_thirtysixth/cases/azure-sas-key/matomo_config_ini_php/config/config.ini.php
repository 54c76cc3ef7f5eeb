; <?php exit; ?> DO NOT REMOVE THIS LINE
; file automatically generated or modified by Matomo; you can manually override the default values in global.ini.php by redefining them in this file.
[database]
host = "127.0.0.1"
username = "matomo"
dbname = "matomo"
tables_prefix = "matomo_"
charset = "utf8mb4"
collation = "utf8mb4_general_ci"

[General]
enable_trusted_host_check = 1
trusted_hosts[] = "analytics.kestrelworks.io"
force_ssl = 1
assume_secure_protocol = 1

[mail]
transport = "smtp"
port = 587
host = "smtp.kestrelworks.io"
type = "Login"
username = "matomo@kestrelworks.io"
encryption = "tls"

[QueuedTracking]
iotHubConnection = "Endpoint=sb://nw-orders-bus.servicebus.windows.net/;SharedAccessKeyName=send-only;SharedAccessKey=T8BT/ZUA4+9KqYyVwsJ5WFQrgFWVHTMTsBE6jw0ipUc=;EntityPath=orders"

[Plugins]
Plugins[] = "CorePluginsAdmin"
Plugins[] = "CoreAdminHome"
Plugins[] = "QueuedTracking"

[PluginsInstalled]
PluginsInstalled[] = "Diagnostics"
PluginsInstalled[] = "QueuedTracking"
