# Task: offsite-backup (user-defined script, run as root, daily 03:00)
# Control Panel > Task Scheduler > Task Settings > Run command
cd /volume1/docker/backup || exit 1
export MAXMIND_ACCOUNT_ID="137696"
export MAXMIND_LICENSE_KEY="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"
docker compose -f /volume1/docker/backup/compose.yaml run --rm backup
