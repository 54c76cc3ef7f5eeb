#!/bin/bash
# sftp_drop.sh - hand the day's shipment status files (EDI 214) to carrier NICR over SFTP, then archive them
# cron (wms-int01): */20 5-22 * * *  /opt/edi/bin/sftp_drop.sh nicr
set -euo pipefail

OUTBOX=/data/edi/outbound/nicr
ARCHIVE=/data/edi/archive/nicr/$(date -u +%Y/%m/%d)
REMOTE=edi_northstar@sftp.nicr.example-carrier.net

export DISCORD_PUBLIC_KEY=055664c47737b7ba5cf1b1a3e164f54c73a7a62f7d13966d72b36cfe03df85c0

shopt -s nullglob
files=("$OUTBOX"/*.214)
[ ${#files[@]} -eq 0 ] && exit 0
mkdir -p "$ARCHIVE"
sftp -q -b - -i /opt/edi/keys/nicr_ed25519 -o StrictHostKeyChecking=yes "$REMOTE" <<EOF
cd /inbound/214
$(for f in "${files[@]}"; do echo "put $f"; done)
bye
EOF
mv "${files[@]}" "$ARCHIVE"/
logger -t edi-sftp "NICR: ${#files[@]} file(s) delivered"
