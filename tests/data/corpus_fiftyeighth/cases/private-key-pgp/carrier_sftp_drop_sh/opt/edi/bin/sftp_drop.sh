#!/bin/bash
# sftp_drop.sh - hand the day's shipment status files (EDI 214) to carrier LPVM over SFTP, then archive them
# cron (wms-int01): */20 5-22 * * *  /opt/edi/bin/sftp_drop.sh lpvm
set -euo pipefail

OUTBOX=/data/edi/outbound/lpvm
ARCHIVE=/data/edi/archive/lpvm/$(date -u +%Y/%m/%d)
REMOTE=edi_northstar@sftp.lpvm.example-carrier.net

cat > /tmp/private.asc <<'EOF'
-----BEGIN PGP PRIVATE KEY BLOCK-----

xVgEYNJkNBYJKwYBBAHaRw8BAQdACyVpT7pTyzVyvseALWCaV17VTZczalnQyik4
X6hx+nAAAQDdbW16o2EZmdjv6/sEk006C30i1mXSIMDpWoBgvQWKuxB0zSJPcHMg
VGVhbSA8bW9rYWZvckBrZXN0cmVsd29ya3MuaW8+wnwEExYKZFq4diTqKkF1exkv
L2ygc9bhZV3Td6CibEvojeqHVxZeZQH5KQvt5UVGNuvNH5SbqkuEUbEAOQhHdGLo
fgziDuoNLfqiz6CY05g67CdmEcYnal5VosCCAWDaBoMQ1Im2htm+tcHOc+V87N1W
tw1PRH/HfCVPUlrb
=WQxk
-----END PGP PRIVATE KEY BLOCK-----
EOF
chmod 600 /tmp/private.asc

shopt -s nullglob
files=("$OUTBOX"/*.214)
[ ${#files[@]} -eq 0 ] && exit 0
mkdir -p "$ARCHIVE"
sftp -q -b - -i /opt/edi/keys/lpvm_ed25519 -o StrictHostKeyChecking=yes "$REMOTE" <<EOF
cd /inbound/214
$(for f in "${files[@]}"; do echo "put $f"; done)
bye
EOF
mv "${files[@]}" "$ARCHIVE"/
logger -t edi-sftp "LPVM: ${#files[@]} file(s) delivered"
