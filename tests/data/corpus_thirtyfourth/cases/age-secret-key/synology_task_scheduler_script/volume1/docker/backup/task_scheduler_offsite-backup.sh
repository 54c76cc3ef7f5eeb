# Task: offsite-backup (user-defined script, run as root, daily 03:00)
# Control Panel > Task Scheduler > Task Settings > Run command
cd /volume1/docker/backup || exit 1
cat > /volume1/docker/backup/keys.txt <<'EOF'
# created: 2024-10-24T10:10:11+02:00
# public key: age1my4ammrh6uavnxrfs9fztdw9lzl4268w5xnv4ng6803t82k8k3ys89au2y
AGE-SECRET-KEY-1VK7X83JM0C3H2YU35SYHWRY5JNGHEZ20G0S9R5FX8N7E85966DZSGNGWWM
EOF