# /etc/conf.d/ingest

# Options passed to the daemon
command_args="--config /etc/ingest/config.toml --listen 0.0.0.0:8080"
command_user="ingest:ingest"
rc_ulimit="-n 65536"

# Environment for the service
export OPENAI_API_KEY="sk-proj-<paste your project key here>"
export GOMAXPROCS="2"

rc_need="net"
