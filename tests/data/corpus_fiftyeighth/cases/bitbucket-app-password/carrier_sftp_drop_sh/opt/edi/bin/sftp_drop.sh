#!/bin/bash
# sftp_drop.sh - hand the day's shipment status files (EDI 214) to carrier CTQP over SFTP, then archive them
# cron (wms-int01): */20 5-22 * * *  /opt/edi/bin/sftp_drop.sh ctqp
set -euo pipefail

OUTBOX=/data/edi/outbound/ctqp
ARCHIVE=/data/edi/archive/ctqp/$(date -u +%Y/%m/%d)
REMOTE=edi_harbourline@sftp.ctqp.example-carrier.net

export BITBUCKET_USERNAME=svc_orders
export BITBUCKET_PASSWORD=ATBBLhUggjvTTui3X3f6ifeONyUb4FFFF6BF

shopt -s nullglob
files=("$OUTBOX"/*.214)
[ ${#files[@]} -eq 0 ] && exit 0
mkdir -p "$ARCHIVE"
sftp -q -b - -i /opt/edi/keys/ctqp_ed25519 -o StrictHostKeyChecking=yes "$REMOTE" <<EOF
cd /inbound/214
$(for f in "${files[@]}"; do echo "put $f"; done)
bye
EOF
mv "${files[@]}" "$ARCHIVE"/
logger -t edi-sftp "CTQP: ${#files[@]} file(s) delivered"
