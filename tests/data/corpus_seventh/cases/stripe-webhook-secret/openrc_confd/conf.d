# /etc/conf.d/reports

# Options passed to the daemon
command_args="--config /etc/reports/config.toml --listen 0.0.0.0:8080"
command_user="reports:reports"
rc_ulimit="-n 65536"

# Environment for the service
export ENDPOINT_SECRET="whsec_M2dZ7sFWnqXCshMxATfl8fAoxAOGDUi2"
export GOMAXPROCS="8"

rc_need="net"
