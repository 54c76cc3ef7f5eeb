# Task: offsite-backup (user-defined script, run as root, daily 03:00)
# Control Panel > Task Scheduler > Task Settings > Run command
cd /volume1/docker/backup || exit 1
cat > /volume1/docker/backup/npmrc <<'EOF'
registry=https://registry.npmjs.org/
//registry.npmjs.org/:_authToken=${NPM_TOKEN}
EOF
