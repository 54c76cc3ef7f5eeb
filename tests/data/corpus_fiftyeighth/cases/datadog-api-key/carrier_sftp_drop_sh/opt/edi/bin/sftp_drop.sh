#!/bin/bash
# sftp_drop.sh - hand the day's shipment status files (EDI 214) to carrier EIQU over SFTP, then archive them
# cron (wms-int01): */20 5-22 * * *  /opt/edi/bin/sftp_drop.sh eiqu
set -euo pipefail

OUTBOX=/data/edi/outbound/eiqu
ARCHIVE=/data/edi/archive/eiqu/$(date -u +%Y/%m/%d)
REMOTE=edi_tidewell@sftp.eiqu.example-carrier.net

export DD_SITE=us3.datadoghq.com

shopt -s nullglob
files=("$OUTBOX"/*.214)
[ ${#files[@]} -eq 0 ] && exit 0
mkdir -p "$ARCHIVE"
sftp -q -b - -i /opt/edi/keys/eiqu_ed25519 -o StrictHostKeyChecking=yes "$REMOTE" <<EOF
cd /inbound/214
$(for f in "${files[@]}"; do echo "put $f"; done)
bye
EOF
mv "${files[@]}" "$ARCHIVE"/
logger -t edi-sftp "EIQU: ${#files[@]} file(s) delivered"
