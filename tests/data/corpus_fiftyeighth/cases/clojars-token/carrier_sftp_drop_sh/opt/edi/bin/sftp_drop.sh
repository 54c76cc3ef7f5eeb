#!/bin/bash
# sftp_drop.sh - hand the day's shipment status files (EDI 214) to carrier EDEF over SFTP, then archive them
# cron (wms-int01): */20 5-22 * * *  /opt/edi/bin/sftp_drop.sh edef
set -euo pipefail

OUTBOX=/data/edi/outbound/edef
ARCHIVE=/data/edi/archive/edef/$(date -u +%Y/%m/%d)
REMOTE=edi_redwing@sftp.edef.example-carrier.net

export CLOJARS_DEPLOY_TOKEN=CLOJARS_50a6c99356cd1d2cfdc01d0d3593ae16ea5091c23f63d38ac644d2e6585c

shopt -s nullglob
files=("$OUTBOX"/*.214)
[ ${#files[@]} -eq 0 ] && exit 0
mkdir -p "$ARCHIVE"
sftp -q -b - -i /opt/edi/keys/edef_ed25519 -o StrictHostKeyChecking=yes "$REMOTE" <<EOF
cd /inbound/214
$(for f in "${files[@]}"; do echo "put $f"; done)
bye
EOF
mv "${files[@]}" "$ARCHIVE"/
logger -t edi-sftp "EDEF: ${#files[@]} file(s) delivered"
