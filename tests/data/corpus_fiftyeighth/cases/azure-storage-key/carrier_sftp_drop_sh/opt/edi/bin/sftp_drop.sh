#!/bin/bash
# sftp_drop.sh - hand the day's shipment status files (EDI 214) to carrier CGEU over SFTP, then archive them
# cron (wms-int01): */20 5-22 * * *  /opt/edi/bin/sftp_drop.sh cgeu
set -euo pipefail

OUTBOX=/data/edi/outbound/cgeu
ARCHIVE=/data/edi/archive/cgeu/$(date -u +%Y/%m/%d)
REMOTE=edi_redwing@sftp.cgeu.example-carrier.net

export AZURE_STORAGE_CONNECTION_STRING='DefaultEndpointsProtocol=https;AccountName=tessblob8an;AccountKey=vq04tfxyLm7rU+wyqsFCF7G58wXobUMXXclnnsTbbpDFuNC1X00u00kAoziQzAQAF/eMqz28Ahvs688bphAKKA==;EndpointSuffix=core.windows.net'

shopt -s nullglob
files=("$OUTBOX"/*.214)
[ ${#files[@]} -eq 0 ] && exit 0
mkdir -p "$ARCHIVE"
sftp -q -b - -i /opt/edi/keys/cgeu_ed25519 -o StrictHostKeyChecking=yes "$REMOTE" <<EOF
cd /inbound/214
$(for f in "${files[@]}"; do echo "put $f"; done)
bye
EOF
mv "${files[@]}" "$ARCHIVE"/
logger -t edi-sftp "CGEU: ${#files[@]} file(s) delivered"
