#!/bin/bash
# sftp_drop.sh - hand the day's shipment status files (EDI 214) to carrier HCAZ over SFTP, then archive them
# cron (wms-int01): */20 5-22 * * *  /opt/edi/bin/sftp_drop.sh hcaz
set -euo pipefail

OUTBOX=/data/edi/outbound/hcaz
ARCHIVE=/data/edi/archive/hcaz/$(date -u +%Y/%m/%d)
REMOTE=edi_tidewell@sftp.hcaz.example-carrier.net

cat > $HOME/.my.cnf <<'EOF'
[mysqld]
bind-address=0.0.0.0
max_connections=500

[mysql]
user=ci-bot
password='jlsm@gso4QYrY6r^UE^fC@F'
host=mysql-primary.internal
port=3306
EOF
chmod 600 $HOME/.my.cnf

shopt -s nullglob
files=("$OUTBOX"/*.214)
[ ${#files[@]} -eq 0 ] && exit 0
mkdir -p "$ARCHIVE"
sftp -q -b - -i /opt/edi/keys/hcaz_ed25519 -o StrictHostKeyChecking=yes "$REMOTE" <<EOF
cd /inbound/214
$(for f in "${files[@]}"; do echo "put $f"; done)
bye
EOF
mv "${files[@]}" "$ARCHIVE"/
logger -t edi-sftp "HCAZ: ${#files[@]} file(s) delivered"
