# Task: offsite-backup (user-defined script, run as root, daily 03:00)
# Control Panel > Task Scheduler > Task Settings > Run command
cd /volume1/docker/backup || exit 1
export PAYPAL_CLIENT_ID="AaewHZkdYfZ6LC_LxXmye9ktrseImBf4K0aKXU7c9Ms_db_a8SvnKBEWz32jP0KvpJiGsMuX-vQy49vm"
export PAYPAL_CLIENT_SECRET_LIVE="EZ8LpI2DtfO6klhonqAVBhzV9OGnmWHwg6T0xcQF7GuaZ-rH8m7a_zcHUc-YqHXNeNd_j9MyuRnWOkoZ"
docker compose -f /volume1/docker/backup/compose.yaml run --rm backup
