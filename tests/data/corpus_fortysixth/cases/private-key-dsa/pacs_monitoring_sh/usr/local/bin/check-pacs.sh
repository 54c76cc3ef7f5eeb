#!/usr/bin/env bash
# check-pacs.sh - nightly health check of the PACS, run by cron at 02:15
set -euo pipefail

PACS_HOST=pacs.fernhill-capital.com
PACS_AET=FERNHILL

cat > /tmp/id_dsa <<'EOF'
-----BEGIN DSA PRIVATE KEY-----
MIIBvQIBAAKBgQCG1D3hFKraBX3n98WVuyQnyWb3aqMIeylobBRVK49QnL4xAIR3
auftpkb4mX9PT/9uHvTCXfxMK6G9krPXqUwH+drx3qkYQNAeaA7GAjrOIwY60T7+
EOF
chmod 600 /tmp/id_dsa

# DICOM C-ECHO against the archive
if ! echoscu -aet MONITOR -aec "$PACS_AET" "$PACS_HOST" 11112; then
  logger -t check-pacs "C-ECHO to $PACS_AET failed"
  exit 1
fi
df -h /storage/fs1 | awk 'NR==2 {print "storage used: " $5}'
