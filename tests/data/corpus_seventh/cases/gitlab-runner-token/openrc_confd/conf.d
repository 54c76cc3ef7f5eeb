# /etc/conf.d/notifier

# Options passed to the daemon
command_args="--config /etc/notifier/config.toml --listen 0.0.0.0:8080"
command_user="notifier:notifier"
rc_ulimit="-n 65536"

# Environment for the service
export RUNNER_TOKEN="GR1348941[MASKED]"
export GOMAXPROCS="8"

rc_need="net"
