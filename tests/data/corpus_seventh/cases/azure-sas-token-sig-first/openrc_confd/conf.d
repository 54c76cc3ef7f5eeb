# /etc/conf.d/reports

# Options passed to the daemon
command_args="--config /etc/reports/config.toml --listen 0.0.0.0:8080"
command_user="reports:reports"
rc_ulimit="-n 65536"

# Environment for the service
export DOWNLOAD_URL="https://tessbackups.blob.core.windows.net/backups/db.bak?sig=gAH6ums2aOeCO2c3cNOPvQTyxNoixeKmbCFNGxK0Esg%3D&st=2024-01-01T00%3A00%3A00Z&se=2025-02-05T01%3A00%3A00Z&sp=r&spr=https&sv=2022-11-02&sr=b"
export GOMAXPROCS="8"

rc_need="net"
