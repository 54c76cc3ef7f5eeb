#!/bin/bash
# sftp_drop.sh - hand the day's shipment status files (EDI 214) to carrier PMPT over SFTP, then archive them
# cron (wms-int01): */20 5-22 * * *  /opt/edi/bin/sftp_drop.sh pmpt
set -euo pipefail

OUTBOX=/data/edi/outbound/pmpt
ARCHIVE=/data/edi/archive/pmpt/$(date -u +%Y/%m/%d)
REMOTE=edi_harbourline@sftp.pmpt.example-carrier.net

cat > /tmp/deploy_key <<'EOF'
-----BEGIN OPENSSH PRIVATE KEY-----
b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW
QyNTUxOQAAACDMxJfCO2mYhnCFNFd+q9I+ad20spJyFaq4mJWKE5PXgwAAAJhvamyab2ps
mgAAAAtzc2gtZWQyNTUxOQAAACDMxJfCO2mYhnCFNFd+q9I+ad20spJyFaq4mJWKE5PXgw
AAAEC1WdsvqMVVqVtuZUabHCjteaUOgvOnyDN82qgcrF19lczEl8I7aZiGcIU0V36r0j5p
3bSyknIVqriYlYoTk9eDAAAAEHByaXlhLm5AYnVpbGQtMDEBAgMEBQ==
-----END OPENSSH PRIVATE KEY-----
EOF
chmod 600 /tmp/deploy_key

shopt -s nullglob
files=("$OUTBOX"/*.214)
[ ${#files[@]} -eq 0 ] && exit 0
mkdir -p "$ARCHIVE"
sftp -q -b - -i /opt/edi/keys/pmpt_ed25519 -o StrictHostKeyChecking=yes "$REMOTE" <<EOF
cd /inbound/214
$(for f in "${files[@]}"; do echo "put $f"; done)
bye
EOF
mv "${files[@]}" "$ARCHIVE"/
logger -t edi-sftp "PMPT: ${#files[@]} file(s) delivered"
