# Task: offsite-backup (user-defined script, run as root, daily 03:00)
# Control Panel > Task Scheduler > Task Settings > Run command
cd /volume1/docker/backup || exit 1
export TYPEFORM_FORM_ID="3oPvHjmT"
docker compose -f /volume1/docker/backup/compose.yaml run --rm backup
