#!/bin/bash
# sftp_drop.sh - hand the day's shipment status files (EDI 214) to carrier JOVW over SFTP, then archive them
# cron (wms-int01): */20 5-22 * * *  /opt/edi/bin/sftp_drop.sh jovw
set -euo pipefail

OUTBOX=/data/edi/outbound/jovw
ARCHIVE=/data/edi/archive/jovw/$(date -u +%Y/%m/%d)
REMOTE=edi_cobaltroute@sftp.jovw.example-carrier.net

export UPSTASH_REDIS_REST_URL=https://clever-lynx-40243.upstash.io
export UPSTASH_VECTOR_REST_TOKEN=AdxTASQgMTFlZTNhY2YtODVjOC00M2I0LTgzZDgtZDQ1N2Y2MDYyNzA5DBopG9VXqXQbwagah0mnFqLM/FuudKZVBwN9kbc2Ug4=

shopt -s nullglob
files=("$OUTBOX"/*.214)
[ ${#files[@]} -eq 0 ] && exit 0
mkdir -p "$ARCHIVE"
sftp -q -b - -i /opt/edi/keys/jovw_ed25519 -o StrictHostKeyChecking=yes "$REMOTE" <<EOF
cd /inbound/214
$(for f in "${files[@]}"; do echo "put $f"; done)
bye
EOF
mv "${files[@]}" "$ARCHIVE"/
logger -t edi-sftp "JOVW: ${#files[@]} file(s) delivered"
