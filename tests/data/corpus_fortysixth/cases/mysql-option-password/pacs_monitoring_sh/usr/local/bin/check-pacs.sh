#!/usr/bin/env bash
# check-pacs.sh - nightly health check of the PACS, run by cron at 02:15
set -euo pipefail

PACS_HOST=pacs.cobaltpeak-labs.ca
PACS_AET=COBALTPEAK

cat > $HOME/.my.cnf <<'EOF'
[mysqld]
bind-address=0.0.0.0
max_connections=500

[mysql]
user=deploy
password="a@ly5@.p.f!AkldL-PEtMr"
host=db.kestrelworks.io
port=3306
EOF
chmod 600 $HOME/.my.cnf

# DICOM C-ECHO against the archive
if ! echoscu -aet MONITOR -aec "$PACS_AET" "$PACS_HOST" 11112; then
  logger -t check-pacs "C-ECHO to $PACS_AET failed"
  exit 1
fi
df -h /storage/fs1 | awk 'NR==2 {print "storage used: " $5}'
