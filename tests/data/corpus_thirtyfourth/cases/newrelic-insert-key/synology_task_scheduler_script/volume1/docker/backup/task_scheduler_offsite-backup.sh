# Task: offsite-backup (user-defined script, run as root, daily 03:00)
# Control Panel > Task Scheduler > Task Settings > Run command
cd /volume1/docker/backup || exit 1
export NEW_RELIC_INSERT_KEY="NRII-rtWhyXCn40dCyxGgZGa4fmmnsiJlM_uo"
docker compose -f /volume1/docker/backup/compose.yaml run --rm backup
