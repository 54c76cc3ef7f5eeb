#!/bin/sh
# provision credentials file for the backup job
set -eu
umask 077

cat > "$HOME/.pgpass" <<'EOF'
# staging replica
pg.acme-corp.io:5432:*:reporting:G*kND0KyUw^n3s%D74
EOF
chmod 600 "$HOME/.pgpass"
echo "wrote $HOME/.pgpass"
