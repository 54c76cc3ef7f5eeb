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

[TagManager]
opServiceAccountToken = "ops_eyJzaWduSW5BZGRyZXNzIjoibXkuMXBhc3N3b3JkLmNvbSIsInVzZXJBdXRoIjp7Im1ldGhvZCI6IlNSUGctNDA5NiIsImFsZyI6IlBCRVMyZy1IUzI1NiIsIml0ZXJhdGlvbnMiOjY1MDAwMCwic2FsdCI6Im9iS2ZzaUJZR0FWNXpCUm12dG1kaGoifSwiZW1haWwiOiJzMnVwMmRybDM2eXR2QDFwYXNzd29yZHNlcnZpY2VhY2NvdW50cy5jb20iLCJzcnBYIjoiOTNlZjU5YzBhMGRiYjhlMDNkMjkyOTA4Yjk2ZWZiOGEwZjYyNjRmYWM1NzU5ZGUwZGJhZDI4MWY4ZDQ3NTU4OCIsIm11ayI6eyJhbGciOiJBMjU2R0NNIiwiZXh0Ijp0cnVlLCJrIjoicHNDY2VHeXlhRU9oenJXWmJDSWtQNVRDVWdlZUVDRkJtUkV2eUIyTkJibSIsImtleV9vcHMiOlsiZW5jcnlwdCIsImRlY3J5cHQiXSwia3R5Ijoib2N0Iiwia2lkIjoibXAifSwic2VjcmV0S2V5IjoiQTMtV1VZRURTLVEzNlRUUi1WSVhBUS1BSjdLSi1TMzU0Vi1RSkk0OSIsInRocm90dGxlU2VjcmV0Ijp7InNlZWQiOiJjMWQ3MGM1MjY2YzdhYTMzZGY5MDVjODU1ZjliM2IzYWRjYzQ4MjVlNzI5MTAwNjVhZmFjZDVkNjFlNjQ0NDJmIiwidXVpZCI6IlVFWTlPVUFZTVZBSUpDQ0FSRUsxQkVYQlU0In0sImRldmljZVV1aWQiOiJkNno4eTFzam9wYmExOGgxMDM2bmt4ZXQwYiJ9"

[Plugins]
Plugins[] = "CorePluginsAdmin"
Plugins[] = "CoreAdminHome"
Plugins[] = "TagManager"

[PluginsInstalled]
PluginsInstalled[] = "Diagnostics"
PluginsInstalled[] = "TagManager"
