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
trusted_hosts[] = "analytics.cobaltpeak.ca"
force_ssl = 1
assume_secure_protocol = 1

[mail]
transport = "smtp"
port = 587
host = "smtp.cobaltpeak.ca"
type = "Login"
username = "matomo@cobaltpeak.ca"
encryption = "tls"

[CustomAlerts]
octopusApiKey = "API-MG5AYWM7OOTM7V7WPX7R3SNRRX"

[Plugins]
Plugins[] = "CorePluginsAdmin"
Plugins[] = "CoreAdminHome"
Plugins[] = "CustomAlerts"

[PluginsInstalled]
PluginsInstalled[] = "Diagnostics"
PluginsInstalled[] = "CustomAlerts"
