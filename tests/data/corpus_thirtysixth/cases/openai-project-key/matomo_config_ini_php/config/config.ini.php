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
apiKey = "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"

[Plugins]
Plugins[] = "CorePluginsAdmin"
Plugins[] = "CoreAdminHome"
Plugins[] = "QueuedTracking"

[PluginsInstalled]
PluginsInstalled[] = "Diagnostics"
PluginsInstalled[] = "QueuedTracking"
