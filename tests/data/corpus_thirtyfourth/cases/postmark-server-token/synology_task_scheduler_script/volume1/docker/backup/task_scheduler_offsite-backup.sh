# Task: offsite-backup (user-defined script, run as root, daily 03:00)
# Control Panel > Task Scheduler > Task Settings > Run command
cd /volume1/docker/backup || exit 1
curl -fsS -H "X-Postmark-Server-Token: POSTMARK_API_TEST" https://api.kestrelworks.io/hooks/nas-backup
