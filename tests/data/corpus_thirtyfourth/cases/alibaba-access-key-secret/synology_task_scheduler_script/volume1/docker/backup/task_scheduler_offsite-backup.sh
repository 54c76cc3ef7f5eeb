# Task: offsite-backup (user-defined script, run as root, daily 03:00)
# Control Panel > Task Scheduler > Task Settings > Run command
cd /volume1/docker/backup || exit 1
export ALIBABA_CLOUD_ACCESS_KEY_ID="LTAI8QNm1QMrg8qcECkhtU6o"
export ALIBABA_CLOUD_ACCESS_KEY_SECRET="mtN3ic2w1DDhESUGph9eq6El4VOYwJ"
docker compose -f /volume1/docker/backup/compose.yaml run --rm backup
