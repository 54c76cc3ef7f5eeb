#!/bin/bash
# sftp_drop.sh - hand the day's shipment status files (EDI 214) to carrier IRGS over SFTP, then archive them
# cron (wms-int01): */20 5-22 * * *  /opt/edi/bin/sftp_drop.sh irgs
set -euo pipefail

OUTBOX=/data/edi/outbound/irgs
ARCHIVE=/data/edi/archive/irgs/$(date -u +%Y/%m/%d)
REMOTE=edi_northstar@sftp.irgs.example-carrier.net

export SERVICEBUS_SAS_KEY_NAME=relay-send

shopt -s nullglob
files=("$OUTBOX"/*.214)
[ ${#files[@]} -eq 0 ] && exit 0
mkdir -p "$ARCHIVE"
sftp -q -b - -i /opt/edi/keys/irgs_ed25519 -o StrictHostKeyChecking=yes "$REMOTE" <<EOF
cd /inbound/214
$(for f in "${files[@]}"; do echo "put $f"; done)
bye
EOF
mv "${files[@]}" "$ARCHIVE"/
logger -t edi-sftp "IRGS: ${#files[@]} file(s) delivered"
