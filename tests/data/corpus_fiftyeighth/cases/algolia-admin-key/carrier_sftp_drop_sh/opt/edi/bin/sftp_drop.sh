#!/bin/bash
# sftp_drop.sh - hand the day's shipment status files (EDI 214) to carrier VFMD over SFTP, then archive them
# cron (wms-int01): */20 5-22 * * *  /opt/edi/bin/sftp_drop.sh vfmd
set -euo pipefail

OUTBOX=/data/edi/outbound/vfmd
ARCHIVE=/data/edi/archive/vfmd/$(date -u +%Y/%m/%d)
REMOTE=edi_harbourline@sftp.vfmd.example-carrier.net

export ALGOLIA_APP_ID=338SEZ3S98
export ALGOLIA_ADMIN_KEY=ed1ab1f63c189d06c72ac5959aaaa602

shopt -s nullglob
files=("$OUTBOX"/*.214)
[ ${#files[@]} -eq 0 ] && exit 0
mkdir -p "$ARCHIVE"
sftp -q -b - -i /opt/edi/keys/vfmd_ed25519 -o StrictHostKeyChecking=yes "$REMOTE" <<EOF
cd /inbound/214
$(for f in "${files[@]}"; do echo "put $f"; done)
bye
EOF
mv "${files[@]}" "$ARCHIVE"/
logger -t edi-sftp "VFMD: ${#files[@]} file(s) delivered"
