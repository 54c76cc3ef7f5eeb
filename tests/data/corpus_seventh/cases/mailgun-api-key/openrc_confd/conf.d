# /etc/conf.d/reports

# Options passed to the daemon
command_args="--config /etc/reports/config.toml --listen 0.0.0.0:8080"
command_user="reports:reports"
rc_ulimit="-n 65536"

# Environment for the service
export MAILGUN_API_KEY="key-5f2f7cac993f43297f23eb32fe42ab9e"
export GOMAXPROCS="8"

rc_need="net"
