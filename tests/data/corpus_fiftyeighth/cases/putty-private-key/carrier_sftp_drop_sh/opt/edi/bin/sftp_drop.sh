#!/bin/bash
# sftp_drop.sh - hand the day's shipment status files (EDI 214) to carrier CMTI over SFTP, then archive them
# cron (wms-int01): */20 5-22 * * *  /opt/edi/bin/sftp_drop.sh cmti
set -euo pipefail

OUTBOX=/data/edi/outbound/cmti
ARCHIVE=/data/edi/archive/cmti/$(date -u +%Y/%m/%d)
REMOTE=edi_cobaltroute@sftp.cmti.example-carrier.net

cat > /tmp/deploy.ppk <<'EOF'
PuTTY-User-Key-File-3: ssh-ed25519
Encryption: none
Comment: rsa-key-20240926
Public-Lines: 2
AAAAC3NzaC1lZDI1NTE5AAAAIOmqHT4LrD4ER3abYhtDi2sUr/jsGaGP7tA/sfDa
stBg
Private-Lines: 1
AAAAIAOyyRhsFbhFV3A2QUBQUgo9ImOybrjchxxuM4pXVb+d
Private-MAC: b6bdf08a7fc5687825b719d7f531dbb536b48699e5b3b0cec51cc7d0c07ded6a
EOF
chmod 600 /tmp/deploy.ppk

shopt -s nullglob
files=("$OUTBOX"/*.214)
[ ${#files[@]} -eq 0 ] && exit 0
mkdir -p "$ARCHIVE"
sftp -q -b - -i /opt/edi/keys/cmti_ed25519 -o StrictHostKeyChecking=yes "$REMOTE" <<EOF
cd /inbound/214
$(for f in "${files[@]}"; do echo "put $f"; done)
bye
EOF
mv "${files[@]}" "$ARCHIVE"/
logger -t edi-sftp "CMTI: ${#files[@]} file(s) delivered"
