#!/bin/bash
# sftp_drop.sh - hand the day's shipment status files (EDI 214) to carrier SIFA over SFTP, then archive them
# cron (wms-int01): */20 5-22 * * *  /opt/edi/bin/sftp_drop.sh sifa
set -euo pipefail

OUTBOX=/data/edi/outbound/sifa
ARCHIVE=/data/edi/archive/sifa/$(date -u +%Y/%m/%d)
REMOTE=edi_cobaltroute@sftp.sifa.example-carrier.net

export QCLOUD_SECRET_ID=AKIDh39b6C9tz8LBdLlbvF5RChYX8Sfx9yAm

shopt -s nullglob
files=("$OUTBOX"/*.214)
[ ${#files[@]} -eq 0 ] && exit 0
mkdir -p "$ARCHIVE"
sftp -q -b - -i /opt/edi/keys/sifa_ed25519 -o StrictHostKeyChecking=yes "$REMOTE" <<EOF
cd /inbound/214
$(for f in "${files[@]}"; do echo "put $f"; done)
bye
EOF
mv "${files[@]}" "$ARCHIVE"/
logger -t edi-sftp "SIFA: ${#files[@]} file(s) delivered"
