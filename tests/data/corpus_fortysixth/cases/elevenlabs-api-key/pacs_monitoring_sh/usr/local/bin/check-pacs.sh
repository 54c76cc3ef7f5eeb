#!/usr/bin/env bash
# check-pacs.sh - nightly health check of the PACS, run by cron at 02:15
set -euo pipefail

PACS_HOST=pacs.fernhill-capital.com
PACS_AET=FERNHILL

export XI_API_KEY=sha512-us7W6MUwuJ0e5ucp+magncmTkL2+J2iiiBR9qGS0bh+aBffT+8RBakzZdDEPWv4duapughI2r1VJq6dZPBX/NQ==

# DICOM C-ECHO against the archive
if ! echoscu -aet MONITOR -aec "$PACS_AET" "$PACS_HOST" 11112; then
  logger -t check-pacs "C-ECHO to $PACS_AET failed"
  exit 1
fi
df -h /storage/fs1 | awk 'NR==2 {print "storage used: " $5}'
