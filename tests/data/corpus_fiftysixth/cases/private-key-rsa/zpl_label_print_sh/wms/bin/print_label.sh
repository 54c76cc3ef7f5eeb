#!/usr/bin/env bash
# print_label.sh - fetch a packed order's shipping label as ZPL and send it to the packing station's Zebra (raw port 9100)
# usage: print_label.sh <order-number> <station>   (the pack-out screen's "Print label" button runs it)
set -euo pipefail

ORDER="${1:?order number}"
STATION="${2:?station, e.g. pack-03}"
PRINTER_HOST="zt411-${STATION}.dc2.northgate-grocers.com"   # ZT411, 203 dpi, 4x6 direct thermal
source /etc/wms/print.env   # WMS_API_TOKEN

cat > /tmp/server.key <<'EOF'
-----BEGIN RSA PRIVATE KEY-----
MIIEpgIBAAKCAQEAuzvMMDvYzEXMcnUHi22oB6Tt7suullu01cChz6NVFGJ7HzbL
zQjXuk+VTHPqeHtOtDK1MlQiMX5yLBwVRxCYiuU7WL2CXzjr4l4QDiNU4cD8Wir2
LAiz/6JtlzIrFkuzthmfHXOp1da0UqkVhVBVmoO1DG5ttbR4ia0RhWROU2hZCCCd
+j+1F0nHRvtLqf/sVAwl22XFhPY/S88CkPHyRKKp1J/JEShw9aCONqfeVZG+4E8n
qO5T/YImliAmgF8JSG3zBtnhczKH9GhPM1IG/ni01oyDdrZlGhDpTYsgHBWnoxuh
7RxpTyPy9niRjGH7ADxExDzK6YCo6+tF68RDxwIDAQABAoIBAQDYkygvEPaakIuE
RpA/a6HAiLJ9AKaCQhPOgCxvYV8JCoI/SkSbG59BxOpZtdmNO348nQ0gPBNsVKfq
RnBA0SMMjjFEZzB4uXrSpMsySoqXFG4gIIeXIWcqezJDEuEs5esWcnaTwXRYvfKE
LLL+50hKbHNVxh9uVhRsVfHfvhZX470TRi3Tnto95RXnMqEXt36AIZh+s1+57cRp
hgRVfp9jjs+Cte60RMLO4dQ0MI+t9zNXvmX9NOScOuaRnIIsvUVPBTkQe0zXOtSw
jT4uu2t1cwTeOJ7Sr3WZYjEUXQHS31biN3skJ77Q64TzQne/c0koLUuGfUDTzbvi
VcmWQpedAoGBAJd3hutQe6H03WG/PlU5rPSujWNl5kDmLz+8CevPaCKOHQIs96Gn
yhRl1KN4B2SMdy6O4CSfg9kjYl4PZQElUDb+ZnrdwAKcMfSbIN78/C9hIAsgcINQ
A27+4UbBXnEUc9AxjbpXEkW+9bIEqvkKPXKY+jFM+2+oB73TJpuqBC/YAoGBAOgW
FHxenszru5F9dA+oVkZB87T+Y8onxX/pa7cgJSo6qRqsS0eXk8dFw8HHgFjJjbuU
fipA8YcLZcKbClVEEpnxCerf5v8k3SQebSiYPtcPx6nIpN15upThCsEFLZiYRWJc
m/u+ur4itIAO1Ev3FaF5d2IVWSxp1myxSzroP4+HAoGBAMnpCKWimSoQUY8JfP4y
qVW8+rQ/c8C8f3fpxu9rTYgBmSKhG33GA6GAeZar5VzU5xprYteZ9XGGC/Gv3HNg
I8WkW/N3w8TQyOQClOHNk9Wvw3AMbC1BF19rY4XH4heXXW85VLJLYoiKiUcH6ytN
g/mG8xgkwhe6Q1DBKjR/8jYVAoGBALSTq1H4648tXZWZMLiiMFsDB9GbRjNOIn3a
ji8BmF3FnYh++6OKvLMVZcPLlChY4lyr5KX6fZoxc5iJTxtXSmCg5Ol+onbJs0Bi
/xePctjR9D5KiHXC5KI8VVN3/jUHGKZ/skg3R5oEXXxv+yz2QHivkRloW3ES7jYj
OffBcS1AAoGBAJmD8iCtCvzlUPsymNijiRa/yyIZL6TA/XpNQ2xVMyRHFCA4vVMh
enEhceY5ZrT4yFZ7fOJkO+Mx4Wmk7Iq5OB88q2rFrLrgyvvNia4s1uesrK7IaJcH
PbsJQVIRisHJj9Y9+tfFcb8gfCpJl2yp6HuZE56Jkno8xUxiQHR0Gel4
-----END RSA PRIVATE KEY-----
EOF
chmod 600 /tmp/server.key

label="$(mktemp --suffix=.zpl)"
trap 'rm -f "$label"' EXIT
curl -fsS -H "Authorization: Bearer ${WMS_API_TOKEN}" "https://wms.northgate-grocers.com/api/v1/orders/${ORDER}/label?format=zpl&dpi=203" -o "$label"
grep -q '^\^XA' "$label" || { echo "not a ZPL label: ${ORDER}" >&2; exit 1; }
nc -w 3 "$PRINTER_HOST" 9100 < "$label"
logger -t print_label "order ${ORDER}: label sent to ${PRINTER_HOST}"
