# Task: offsite-backup (user-defined script, run as root, daily 03:00)
# Control Panel > Task Scheduler > Task Settings > Run command
cd /volume1/docker/backup || exit 1
export OPENAI_PROJECT_ID="proj_YLeYsPD3ehrghNynTIsUt6CH"
docker compose -f /volume1/docker/backup/compose.yaml run --rm backup