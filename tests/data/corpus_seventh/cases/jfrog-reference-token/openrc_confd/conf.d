# /etc/conf.d/notifier

# Options passed to the daemon
command_args="--config /etc/notifier/config.toml --listen 0.0.0.0:8080"
command_user="notifier:notifier"
rc_ulimit="-n 65536"

# Environment for the service
export JFROG_ACCESS_TOKEN="cmVmdGtuOjAxOjE5MjQ3Mzg1MTI6MDl4YjcwQzlZbUhLWGVaT0w2Q3ZTZURIWDM4"
export GOMAXPROCS="2"

rc_need="net"
