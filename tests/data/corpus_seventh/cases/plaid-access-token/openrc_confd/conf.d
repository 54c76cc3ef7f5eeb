# /etc/conf.d/webhooks

# Options passed to the daemon
command_args="--config /etc/webhooks/config.toml --listen 0.0.0.0:8080"
command_user="webhooks:webhooks"
rc_ulimit="-n 65536"

# Environment for the service
export PLAID_ACCESS_TOKEN="access-production-b6894e2e-caa5-44da-82dc-f9c3cbf56a9b"
export GOMAXPROCS="4"

rc_need="net"
