#!/bin/bash
# sftp_drop.sh - hand the day's shipment status files (EDI 214) to carrier IOKD over SFTP, then archive them
# cron (wms-int01): */20 5-22 * * *  /opt/edi/bin/sftp_drop.sh iokd
set -euo pipefail

OUTBOX=/data/edi/outbound/iokd
ARCHIVE=/data/edi/archive/iokd/$(date -u +%Y/%m/%d)
REMOTE=edi_tidewell@sftp.iokd.example-carrier.net

export BRAINTREE_ACCESS_TOKEN='access_token$production$mv426lj79glihrnt$255aa98cc75c943c21100e5df895c3c6'

shopt -s nullglob
files=("$OUTBOX"/*.214)
[ ${#files[@]} -eq 0 ] && exit 0
mkdir -p "$ARCHIVE"
sftp -q -b - -i /opt/edi/keys/iokd_ed25519 -o StrictHostKeyChecking=yes "$REMOTE" <<EOF
cd /inbound/214
$(for f in "${files[@]}"; do echo "put $f"; done)
bye
EOF
mv "${files[@]}" "$ARCHIVE"/
logger -t edi-sftp "IOKD: ${#files[@]} file(s) delivered"
