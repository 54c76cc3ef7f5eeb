# /etc/conf.d/notifier

# Options passed to the daemon
command_args="--config /etc/notifier/config.toml --listen 0.0.0.0:8080"
command_user="notifier:notifier"
rc_ulimit="-n 65536"

# Environment for the service
export CLOUDFLARE_API_TOKEN="Or1hpwtww-NMH-CC_6zqfYUPFC79Q3zLGO0RRxDw"
export GOMAXPROCS="4"

rc_need="net"
