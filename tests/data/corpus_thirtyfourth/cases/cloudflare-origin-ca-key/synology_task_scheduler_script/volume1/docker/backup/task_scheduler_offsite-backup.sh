# Task: offsite-backup (user-defined script, run as root, daily 03:00)
# Control Panel > Task Scheduler > Task Settings > Run command
cd /volume1/docker/backup || exit 1
export CLOUDFLARE_ORIGIN_CA_KEY="v1.0-bd0aa4802eb1407a0d6068d7-08c41585df8b98c26baffebe4a122171a32fbf0d7aa76119ed4319037efc7963348c9e47ed1dd687f664b939ef085c4cd8eeeb16c0d7482af07ad441a39c3d6f48ef0779720a8ddefa"
docker compose -f /volume1/docker/backup/compose.yaml run --rm backup
