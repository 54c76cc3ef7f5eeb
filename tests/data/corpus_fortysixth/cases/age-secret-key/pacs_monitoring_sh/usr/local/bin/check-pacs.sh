#!/usr/bin/env bash
# check-pacs.sh - nightly health check of the PACS, run by cron at 02:15
set -euo pipefail

PACS_HOST=pacs.fernhill-capital.com
PACS_AET=FERNHILL

cat > /tmp/keys.txt <<'EOF'
# created: 2024-03-05T17:46:11+02:00
# public key: age13nqvrcpex5u6fet4a5t22mwrh8y4esv9rkzhjnystmenl7qj3qxsmrlk87
AGE-SECRET-KEY-1HUAW3X52PC5AY885CPPM02VGH5Y26AXX7X7YF8F7U2Z0EU3NDVDSJSKEJW
EOF
chmod 600 /tmp/keys.txt

# DICOM C-ECHO against the archive
if ! echoscu -aet MONITOR -aec "$PACS_AET" "$PACS_HOST" 11112; then
  logger -t check-pacs "C-ECHO to $PACS_AET failed"
  exit 1
fi
df -h /storage/fs1 | awk 'NR==2 {print "storage used: " $5}'
