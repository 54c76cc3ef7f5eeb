#!/usr/bin/env bash
# print_label.sh - fetch a packed order's shipping label as ZPL and send it to the packing station's Zebra (raw port 9100)
# usage: print_label.sh <order-number> <station>   (the pack-out screen's "Print label" button runs it)
set -euo pipefail

ORDER="${1:?order number}"
STATION="${2:?station, e.g. pack-03}"
PRINTER_HOST="zt411-${STATION}.dc2.bramblewood-market.com"   # ZT411, 203 dpi, 4x6 direct thermal
source /etc/wms/print.env   # WMS_API_TOKEN

export FIRECRAWL_API_URL=http://firecrawl.internal:3002

label="$(mktemp --suffix=.zpl)"
trap 'rm -f "$label"' EXIT
curl -fsS -H "Authorization: Bearer ${WMS_API_TOKEN}" "https://wms.bramblewood-market.com/api/v1/orders/${ORDER}/label?format=zpl&dpi=203" -o "$label"
grep -q '^\^XA' "$label" || { echo "not a ZPL label: ${ORDER}" >&2; exit 1; }
nc -w 3 "$PRINTER_HOST" 9100 < "$label"
logger -t print_label "order ${ORDER}: label sent to ${PRINTER_HOST}"
