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

[LoginOIDC]
DYNATRACE_API_TOKEN = "dt0c01.VR0MKBHITO7RHTTQUXR8C7IE.G2Z83TE4RPL9KK9ENM2YG80TQI384IT15EOAVZKFUVIGHHKL3ZDBOJWXM1P93674"

[Plugins]
Plugins[] = "CorePluginsAdmin"
Plugins[] = "CoreAdminHome"
Plugins[] = "LoginOIDC"

[PluginsInstalled]
PluginsInstalled[] = "Diagnostics"
PluginsInstalled[] = "LoginOIDC"
