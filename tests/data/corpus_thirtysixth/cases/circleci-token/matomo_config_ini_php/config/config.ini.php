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
trusted_hosts[] = "analytics.larkspur.dev"
force_ssl = 1
assume_secure_protocol = 1

[mail]
transport = "smtp"
port = 587
host = "smtp.larkspur.dev"
type = "Login"
username = "matomo@larkspur.dev"
encryption = "tls"

[MarketingCampaignsReporting]
CIRCLE_TOKEN = "CCIPAT_QLWxhJEMrjP2wF54tkOOrr_2b63d344c24cbfe40ac83986b19ea7a297c991c8"

[Plugins]
Plugins[] = "CorePluginsAdmin"
Plugins[] = "CoreAdminHome"
Plugins[] = "MarketingCampaignsReporting"

[PluginsInstalled]
PluginsInstalled[] = "Diagnostics"
PluginsInstalled[] = "MarketingCampaignsReporting"
