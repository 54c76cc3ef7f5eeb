#!/bin/bash
# sftp_drop.sh - hand the day's shipment status files (EDI 214) to carrier DUZF over SFTP, then archive them
# cron (wms-int01): */20 5-22 * * *  /opt/edi/bin/sftp_drop.sh duzf
set -euo pipefail

OUTBOX=/data/edi/outbound/duzf
ARCHIVE=/data/edi/archive/duzf/$(date -u +%Y/%m/%d)
REMOTE=edi_redwing@sftp.duzf.example-carrier.net

export PREFECT_API_KEY=pnu_Rlks8OB4MCaivjx7OyUZH1Ehn3nIR7HyawXn

shopt -s nullglob
files=("$OUTBOX"/*.214)
[ ${#files[@]} -eq 0 ] && exit 0
mkdir -p "$ARCHIVE"
sftp -q -b - -i /opt/edi/keys/duzf_ed25519 -o StrictHostKeyChecking=yes "$REMOTE" <<EOF
cd /inbound/214
$(for f in "${files[@]}"; do echo "put $f"; done)
bye
EOF
mv "${files[@]}" "$ARCHIVE"/
logger -t edi-sftp "DUZF: ${#files[@]} file(s) delivered"
