# Task: offsite-backup (user-defined script, run as root, daily 03:00)
# Control Panel > Task Scheduler > Task Settings > Run command
cd /volume1/docker/backup || exit 1
export NEON_API_KEY="napi_3a0u41f57bmhwdmrpwxospowrebohtz3tetcjkqfm6n4p4sloy5ezcz4yro6uunm"
docker compose -f /volume1/docker/backup/compose.yaml run --rm backup
