# /etc/conf.d/webhooks

# Options passed to the daemon
command_args="--config /etc/webhooks/config.toml --listen 0.0.0.0:8080"
command_user="webhooks:webhooks"
rc_ulimit="-n 65536"

# Environment for the service
export ACCESS_TOKEN="doo_v1_3a4d47b17dd947d5cd30e19ca9f9bcf63cb00d05893df727867fe0be717795a4"
export GOMAXPROCS="8"

rc_need="net"