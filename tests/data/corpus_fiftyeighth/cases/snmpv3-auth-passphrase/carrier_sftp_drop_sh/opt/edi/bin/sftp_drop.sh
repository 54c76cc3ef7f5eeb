#!/bin/bash
# sftp_drop.sh - hand the day's shipment status files (EDI 214) to carrier NGQZ over SFTP, then archive them
# cron (wms-int01): */20 5-22 * * *  /opt/edi/bin/sftp_drop.sh ngqz
set -euo pipefail

OUTBOX=/data/edi/outbound/ngqz
ARCHIVE=/data/edi/archive/ngqz/$(date -u +%Y/%m/%d)
REMOTE=edi_redwing@sftp.ngqz.example-carrier.net

snmpwalk -v3 -l authNoPriv -u librenms -a SHA -3k 0x5ce4fdd480e29f85d5b1b24c80626798d4127012 10.1.199.144 IF-MIB::ifOperStatus

shopt -s nullglob
files=("$OUTBOX"/*.214)
[ ${#files[@]} -eq 0 ] && exit 0
mkdir -p "$ARCHIVE"
sftp -q -b - -i /opt/edi/keys/ngqz_ed25519 -o StrictHostKeyChecking=yes "$REMOTE" <<EOF
cd /inbound/214
$(for f in "${files[@]}"; do echo "put $f"; done)
bye
EOF
mv "${files[@]}" "$ARCHIVE"/
logger -t edi-sftp "NGQZ: ${#files[@]} file(s) delivered"
