# /etc/conf.d/webhooks

# Options passed to the daemon
command_args="--config /etc/webhooks/config.toml --listen 0.0.0.0:8080"
command_user="webhooks:webhooks"
rc_ulimit="-n 65536"

# Environment for the service
export OP_SECRET_KEY="A3-59X9R2-0FBCKD-70OQO-Z121B-ARGDK-5XC3O"
export GOMAXPROCS="8"

rc_need="net"
