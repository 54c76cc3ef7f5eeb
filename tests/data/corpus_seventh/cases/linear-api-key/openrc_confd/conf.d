# /etc/conf.d/checkout

# Options passed to the daemon
command_args="--config /etc/checkout/config.toml --listen 0.0.0.0:8080"
command_user="checkout:checkout"
rc_ulimit="-n 65536"

# Environment for the service
export LINEAR_KEY="lin_api_QAbWkq5iBvbkbVCknAlstANh9aqtvxBjnZMvAdXu"
export GOMAXPROCS="8"

rc_need="net"
