#!/bin/bash
# sftp_drop.sh - hand the day's shipment status files (EDI 214) to carrier TCNA over SFTP, then archive them
# cron (wms-int01): */20 5-22 * * *  /opt/edi/bin/sftp_drop.sh tcna
set -euo pipefail

OUTBOX=/data/edi/outbound/tcna
ARCHIVE=/data/edi/archive/tcna/$(date -u +%Y/%m/%d)
REMOTE=edi_larkhill@sftp.tcna.example-carrier.net

export GITHUB_OAUTH_TOKEN=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

shopt -s nullglob
files=("$OUTBOX"/*.214)
[ ${#files[@]} -eq 0 ] && exit 0
mkdir -p "$ARCHIVE"
sftp -q -b - -i /opt/edi/keys/tcna_ed25519 -o StrictHostKeyChecking=yes "$REMOTE" <<EOF
cd /inbound/214
$(for f in "${files[@]}"; do echo "put $f"; done)
bye
EOF
mv "${files[@]}" "$ARCHIVE"/
logger -t edi-sftp "TCNA: ${#files[@]} file(s) delivered"
