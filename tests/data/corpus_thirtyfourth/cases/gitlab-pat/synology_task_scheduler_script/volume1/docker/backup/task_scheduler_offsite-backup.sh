# Task: offsite-backup (user-defined script, run as root, daily 03:00)
# Control Panel > Task Scheduler > Task Settings > Run command
cd /volume1/docker/backup || exit 1
export CI_COMMIT_SHA="c620c88255d1ef16db43d2a0f23c3b8afeecc311"
docker compose -f /volume1/docker/backup/compose.yaml run --rm backup