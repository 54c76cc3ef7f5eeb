# Task: offsite-backup (user-defined script, run as root, daily 03:00)
# Control Panel > Task Scheduler > Task Settings > Run command
cd /volume1/docker/backup || exit 1
export SONAR_LOGIN="squ_297a5e623e7c504a8cde5a03247e04fd87b143c2"
docker compose -f /volume1/docker/backup/compose.yaml run --rm backup
