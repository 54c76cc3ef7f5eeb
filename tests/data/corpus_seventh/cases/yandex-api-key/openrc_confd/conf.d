# /etc/conf.d/ingest

# Options passed to the daemon
command_args="--config /etc/ingest/config.toml --listen 0.0.0.0:8080"
command_user="ingest:ingest"
rc_ulimit="-n 65536"

# Environment for the service
export YANDEX_API_KEY="AQVNKD6AKO_1A-SmsRpROlcAuyXchWBRQVYGWFn5Va"
export GOMAXPROCS="4"

rc_need="net"
