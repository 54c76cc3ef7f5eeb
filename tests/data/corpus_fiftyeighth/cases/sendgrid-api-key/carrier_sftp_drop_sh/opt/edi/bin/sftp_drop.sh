#!/bin/bash
# sftp_drop.sh - hand the day's shipment status files (EDI 214) to carrier JIJZ over SFTP, then archive them
# cron (wms-int01): */20 5-22 * * *  /opt/edi/bin/sftp_drop.sh jijz
set -euo pipefail

OUTBOX=/data/edi/outbound/jijz
ARCHIVE=/data/edi/archive/jijz/$(date -u +%Y/%m/%d)
REMOTE=edi_larkhill@sftp.jijz.example-carrier.net

export SENDGRID_KEY=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

shopt -s nullglob
files=("$OUTBOX"/*.214)
[ ${#files[@]} -eq 0 ] && exit 0
mkdir -p "$ARCHIVE"
sftp -q -b - -i /opt/edi/keys/jijz_ed25519 -o StrictHostKeyChecking=yes "$REMOTE" <<EOF
cd /inbound/214
$(for f in "${files[@]}"; do echo "put $f"; done)
bye
EOF
mv "${files[@]}" "$ARCHIVE"/
logger -t edi-sftp "JIJZ: ${#files[@]} file(s) delivered"
