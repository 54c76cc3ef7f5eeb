#!/bin/bash
# sftp_drop.sh - hand the day's shipment status files (EDI 214) to carrier UQMP over SFTP, then archive them
# cron (wms-int01): */20 5-22 * * *  /opt/edi/bin/sftp_drop.sh uqmp
set -euo pipefail

OUTBOX=/data/edi/outbound/uqmp
ARCHIVE=/data/edi/archive/uqmp/$(date -u +%Y/%m/%d)
REMOTE=edi_redwing@sftp.uqmp.example-carrier.net

export DIGITALOCEAN_REGION=ams3

shopt -s nullglob
files=("$OUTBOX"/*.214)
[ ${#files[@]} -eq 0 ] && exit 0
mkdir -p "$ARCHIVE"
sftp -q -b - -i /opt/edi/keys/uqmp_ed25519 -o StrictHostKeyChecking=yes "$REMOTE" <<EOF
cd /inbound/214
$(for f in "${files[@]}"; do echo "put $f"; done)
bye
EOF
mv "${files[@]}" "$ARCHIVE"/
logger -t edi-sftp "UQMP: ${#files[@]} file(s) delivered"
