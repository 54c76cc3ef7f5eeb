# /etc/conf.d/reports

# Options passed to the daemon
command_args="--config /etc/reports/config.toml --listen 0.0.0.0:8080"
command_user="reports:reports"
rc_ulimit="-n 65536"

# Environment for the service
export SUPABASE_SECRET_KEY="sb_secret_..."
export GOMAXPROCS="8"

rc_need="net"
