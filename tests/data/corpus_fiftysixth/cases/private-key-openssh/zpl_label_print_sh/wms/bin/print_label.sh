#!/usr/bin/env bash
# print_label.sh - fetch a packed order's shipping label as ZPL and send it to the packing station's Zebra (raw port 9100)
# usage: print_label.sh <order-number> <station>   (the pack-out screen's "Print label" button runs it)
set -euo pipefail

ORDER="${1:?order number}"
STATION="${2:?station, e.g. pack-03}"
PRINTER_HOST="zt411-${STATION}.dc2.copperkettle-home.com"   # ZT411, 203 dpi, 4x6 direct thermal
source /etc/wms/print.env   # WMS_API_TOKEN

cat > /tmp/deploy_key <<'EOF'
-----BEGIN OPENSSH PRIVATE KEY-----
b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW
QyNTUxOQAAACD88UEwQTQ+X2xiMpZIN6bi2QyMl5UOnKkYEgB4Ro9wPAAAAJDh5HMG4eRz
BgAAAAtzc2gtZWQyNTUxOQAAACD88UEwQTQ+X2xiMpZIN6bi2QyMl5UOnKkYEgB4Ro9wPA
AAAEBUqBrQ98SnOKmEQj09cFeH7E5lXywZE9HQCu04SmDl5vzxQTBBND5fbGIylkg3puLZ
DIyXlQ6cqRgSAHhGj3A8AAAADGpkb2VAYmFzdGlvbgE=
-----END OPENSSH PRIVATE KEY-----
EOF
chmod 600 /tmp/deploy_key

label="$(mktemp --suffix=.zpl)"
trap 'rm -f "$label"' EXIT
curl -fsS -H "Authorization: Bearer ${WMS_API_TOKEN}" "https://wms.copperkettle-home.com/api/v1/orders/${ORDER}/label?format=zpl&dpi=203" -o "$label"
grep -q '^\^XA' "$label" || { echo "not a ZPL label: ${ORDER}" >&2; exit 1; }
nc -w 3 "$PRINTER_HOST" 9100 < "$label"
logger -t print_label "order ${ORDER}: label sent to ${PRINTER_HOST}"
