#!/bin/sh
# provision credentials file for the backup job
set -eu
umask 077

cat > "$HOME/.my.cnf" <<'EOF'
[client]
user=backup
# password=your_password
host=127.0.0.1
EOF
chmod 600 "$HOME/.my.cnf"
echo "wrote $HOME/.my.cnf"
