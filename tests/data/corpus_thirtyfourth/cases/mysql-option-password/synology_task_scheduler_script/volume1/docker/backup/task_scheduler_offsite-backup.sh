# Task: offsite-backup (user-defined script, run as root, daily 03:00)
# Control Panel > Task Scheduler > Task Settings > Run command
cd /volume1/docker/backup || exit 1
cat > /volume1/docker/backup/my.cnf <<'EOF'
[mysqld]
bind-address=0.0.0.0
max_connections=500

[client]
user=svc_orders
password="1F4am1fW5PAhKL"
host=db.kestrelworks.io
port=3306
EOF
