#!/bin/bash
# sftp_drop.sh - hand the day's shipment status files (EDI 214) to carrier JHDN over SFTP, then archive them
# cron (wms-int01): */20 5-22 * * *  /opt/edi/bin/sftp_drop.sh jhdn
set -euo pipefail

OUTBOX=/data/edi/outbound/jhdn
ARCHIVE=/data/edi/archive/jhdn/$(date -u +%Y/%m/%d)
REMOTE=edi_tidewell@sftp.jhdn.example-carrier.net

export ASSEMBLYAI_TRANSCRIPT_ID=ad4e4e43-0017-4c4d-a192-bacb9fbe9c8e

shopt -s nullglob
files=("$OUTBOX"/*.214)
[ ${#files[@]} -eq 0 ] && exit 0
mkdir -p "$ARCHIVE"
sftp -q -b - -i /opt/edi/keys/jhdn_ed25519 -o StrictHostKeyChecking=yes "$REMOTE" <<EOF
cd /inbound/214
$(for f in "${files[@]}"; do echo "put $f"; done)
bye
EOF
mv "${files[@]}" "$ARCHIVE"/
logger -t edi-sftp "JHDN: ${#files[@]} file(s) delivered"
