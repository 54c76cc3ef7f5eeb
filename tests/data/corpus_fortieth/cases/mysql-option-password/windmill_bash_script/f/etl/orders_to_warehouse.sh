# shellcheck shell=bash
# arguments of the form X="$I" are parsed as parameters X of type string
since="${1:-yesterday}"
table="${2:-raw.orders_to_warehouse}"
set -euo pipefail

cat > $HOME/.my.cnf <<'EOF'
[mysqld]
bind-address=0.0.0.0
max_connections=500

[client]
user=etl_reader
password="nu*fi8sU4JQm+VdDr"
host=db.kestrelworks.io
port=3306
EOF
chmod 600 $HOME/.my.cnf
python3 -m etl.orders_to_warehouse --since yesterday

# the last line of the stdout is the return value
echo "{\"table\": \"$table\", \"since\": \"$since\"}"
