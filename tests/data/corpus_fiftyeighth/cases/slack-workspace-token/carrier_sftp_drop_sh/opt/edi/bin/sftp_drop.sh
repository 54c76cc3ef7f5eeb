#!/bin/bash
# sftp_drop.sh - hand the day's shipment status files (EDI 214) to carrier XUHQ over SFTP, then archive them
# cron (wms-int01): */20 5-22 * * *  /opt/edi/bin/sftp_drop.sh xuhq
set -euo pipefail

OUTBOX=/data/edi/outbound/xuhq
ARCHIVE=/data/edi/archive/xuhq/$(date -u +%Y/%m/%d)
REMOTE=edi_northstar@sftp.xuhq.example-carrier.net

export SLACK_TEAM_ID=T0MGZB7JO19

shopt -s nullglob
files=("$OUTBOX"/*.214)
[ ${#files[@]} -eq 0 ] && exit 0
mkdir -p "$ARCHIVE"
sftp -q -b - -i /opt/edi/keys/xuhq_ed25519 -o StrictHostKeyChecking=yes "$REMOTE" <<EOF
cd /inbound/214
$(for f in "${files[@]}"; do echo "put $f"; done)
bye
EOF
mv "${files[@]}" "$ARCHIVE"/
logger -t edi-sftp "XUHQ: ${#files[@]} file(s) delivered"
