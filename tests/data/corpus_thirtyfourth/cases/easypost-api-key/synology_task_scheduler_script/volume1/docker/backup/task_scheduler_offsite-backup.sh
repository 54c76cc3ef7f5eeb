# Task: offsite-backup (user-defined script, run as root, daily 03:00)
# Control Panel > Task Scheduler > Task Settings > Run command
cd /volume1/docker/backup || exit 1
export EASYPOST_API_KEY="EZAKdbPA9oz9bXjE3alNg85ukyxC9jQRx7XRR8XaNC3IZ7Fiz5WjyOdHfO"
docker compose -f /volume1/docker/backup/compose.yaml run --rm backup
