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

[LoginOIDC]
id_token = "eyJhbGciOiJFUzI1NiIsImtpZCI6Ijg3NDYxZWI4ZWFmMDdkYzkifQ.eyJzdWIiOiJjZjJkYWE0MS0wNmE5LTRjZTMtODQzMi01OWNmZTQ3ZWM3MjciLCJpc3MiOiJodHRwczovL2F1dGgua2VzdHJlbHdvcmtzLmlvLyIsImF1ZCI6Imh0dHBzOi8vYXBpLmxhcmtzcHVyLmRldiIsImlhdCI6MTcyMzU4NTI0NCwiZXhwIjoxNzIzNTg4ODQ0LCJzY29wZSI6ImFkbWluIn0.yafFA8YVZZwcTBflO7jYXULwGS_YIfErPVgKt4AKI7vDyys7zJ1LjBnzTz1VNXRymiYSsVGoeXHj7wegcQL3Iw"

[Plugins]
Plugins[] = "CorePluginsAdmin"
Plugins[] = "CoreAdminHome"
Plugins[] = "LoginOIDC"

[PluginsInstalled]
PluginsInstalled[] = "Diagnostics"
PluginsInstalled[] = "LoginOIDC"
