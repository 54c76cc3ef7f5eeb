# Task: offsite-backup (user-defined script, run as root, daily 03:00)
# Control Panel > Task Scheduler > Task Settings > Run command
cd /volume1/docker/backup || exit 1
export CEREBRAS_API_KEY="csk-k73737jdxvxyh6u2u8i4vf3rjt8ssxvxpqofnh9iumc1wu5h"
docker compose -f /volume1/docker/backup/compose.yaml run --rm backup
