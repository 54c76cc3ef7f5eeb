# /etc/conf.d/notifier

# Options passed to the daemon
command_args="--config /etc/notifier/config.toml --listen 0.0.0.0:8080"
command_user="notifier:notifier"
rc_ulimit="-n 65536"

# Environment for the service
export TF_TOKEN_APP_TERRAFORM_IO="089V0B8Gh9xINJ.atlasv1.1vwT1CM1Y2Jvyr0OUizVkIW74nSUXFMkuXmsQzz8EpXdFUWlkl1nxaET0Kob7JBGXGD"
export GOMAXPROCS="2"

rc_need="net"
