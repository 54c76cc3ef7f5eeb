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
trusted_hosts[] = "analytics.palisade.io"
force_ssl = 1
assume_secure_protocol = 1

[mail]
transport = "smtp"
port = 587
host = "smtp.palisade.io"
type = "Login"
username = "matomo@palisade.io"
encryption = "tls"

[MarketingCampaignsReporting]
authToken = "tgp_v1_bfVNAZ-MVWCbglOafhc2Yw0DuqEatISkr72VA4VLIOk"

[Plugins]
Plugins[] = "CorePluginsAdmin"
Plugins[] = "CoreAdminHome"
Plugins[] = "MarketingCampaignsReporting"

[PluginsInstalled]
PluginsInstalled[] = "Diagnostics"
PluginsInstalled[] = "MarketingCampaignsReporting"
