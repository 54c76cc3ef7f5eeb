#!/bin/bash
# sftp_drop.sh - hand the day's shipment status files (EDI 214) to carrier QLWW over SFTP, then archive them
# cron (wms-int01): */20 5-22 * * *  /opt/edi/bin/sftp_drop.sh qlww
set -euo pipefail

OUTBOX=/data/edi/outbound/qlww
ARCHIVE=/data/edi/archive/qlww/$(date -u +%Y/%m/%d)
REMOTE=edi_redwing@sftp.qlww.example-carrier.net

export TAVILY_API_KEY=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

shopt -s nullglob
files=("$OUTBOX"/*.214)
[ ${#files[@]} -eq 0 ] && exit 0
mkdir -p "$ARCHIVE"
sftp -q -b - -i /opt/edi/keys/qlww_ed25519 -o StrictHostKeyChecking=yes "$REMOTE" <<EOF
cd /inbound/214
$(for f in "${files[@]}"; do echo "put $f"; done)
bye
EOF
mv "${files[@]}" "$ARCHIVE"/
logger -t edi-sftp "QLWW: ${#files[@]} file(s) delivered"
