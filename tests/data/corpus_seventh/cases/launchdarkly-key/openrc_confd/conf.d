# /etc/conf.d/billing

# Options passed to the daemon
command_args="--config /etc/billing/config.toml --listen 0.0.0.0:8080"
command_user="billing:billing"
rc_ulimit="-n 65536"

# Environment for the service
export LAUNCHDARKLY_API_KEY="api-37070503-6cbb-4571-bc77-6e5120a686f9"
export GOMAXPROCS="2"

rc_need="net"
