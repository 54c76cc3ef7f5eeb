# /etc/conf.d/billing

# Options passed to the daemon
command_args="--config /etc/billing/config.toml --listen 0.0.0.0:8080"
command_user="billing:billing"
rc_ulimit="-n 65536"

# Environment for the service
export TAVILY_KEY="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"
export GOMAXPROCS="2"

rc_need="net"
