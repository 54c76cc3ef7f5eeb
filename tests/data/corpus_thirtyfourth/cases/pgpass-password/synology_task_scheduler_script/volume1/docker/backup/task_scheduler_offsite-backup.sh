# Task: offsite-backup (user-defined script, run as root, daily 03:00)
# Control Panel > Task Scheduler > Task Settings > Run command
cd /volume1/docker/backup || exit 1
cat > /volume1/docker/backup/pgpass <<'EOF'
10.0.3.12:5432:analytics:backup:XQTQEJk9Oj2vox
*:5432:events:etl_reader:-Pj1zhtuOfv5Nhn+#6wTX^%
EOF
