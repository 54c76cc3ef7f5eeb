# /etc/conf.d/webhooks

# Options passed to the daemon
command_args="--config /etc/webhooks/config.toml --listen 0.0.0.0:8080"
command_user="webhooks:webhooks"
rc_ulimit="-n 65536"

# Environment for the service
export SNYK_TOKEN="<SNYK_TOKEN>"
export GOMAXPROCS="8"

rc_need="net"
