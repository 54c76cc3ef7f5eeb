#!/bin/bash
# entsoe_day_ahead.sh - pull tomorrow's day-ahead prices (documentType A44) for a bidding zone from the ENTSO-E
# Transparency Platform and load them into the market database
# cron (mkt-etl01): 15 13 * * *  /opt/market/bin/entsoe_day_ahead.sh 10YFR-RTE------C
set -euo pipefail

ZONE="${1:-10YFR-RTE------C}"
START=$(date -u -d tomorrow +%Y%m%d0000)
END=$(date -u -d '2 days' +%Y%m%d0000)
OUT="/data/market/da/${ZONE}_${START}.xml"

cat > /tmp/signing.p8 <<'EOF'
-----BEGIN ENCRYPTED PRIVATE KEY-----
MIIFLTBXBgkqhkiG9w0BBQ0wSjApBgkqhkiG9w0BBQwwHAQIvsPtgoYjB9ECAggA
MAwGCCqGSIb3DQIJBQAwHQYJYIZIAWUDBAEqBBA4oEmhEsuBPTvxnpfz5MBXBIIE
0O6f/ZXI9KfqfLbN1np19XjFAtRADri8bapsdz+dL8E3NOcKsXlmNiXsR2Ma2ZlN
tMpuVy72mAE2XW+BvoNwZ2HVcSFezE8O/x1/CBLhqWacSZ8lSwp/ofZ/ydmtWTI8
99uHx2ZdBwdpHuj7M5Q/Sb5+euKlwze99QjvrkqcfOX6WEcagznjbD/mxPxcqETZ
ydiI+0XJWQiltUTM+F+Tt3+5imHvbT70qwSdwk5JE1dydWIGoxhmNGFXDv8TaCDr
er/4/j51l/FsR2ncfXkJuo3vCLGUr4JwW8S6pgyI1SznJMV2YsDfK9Ro5/VioT87
0VA6QTWwdlQMvrjQX8+RbzPPynbiB3RqDnyDs+1TbOsXLi0TJOt2dXgEd6hZIPNp
cWTelwuWVg7djiEBS2RhlwoYIl9COnJs/AeU1uqijHUvtoMYFQqoppAlCk8oeEnu
ufv3Qh/lwzj9HX4ugLtGU4FKiLwKJliGw7lCDmsG6mYFASOuJYe/LgfpKmfqQhEZ
jNE1TSvoCO0vWtaRAMRJ8IN7GorDUCsa1XHYYuUeHaex8JRULTb1Nhm3/CYbCGH1
4H+AHfJfSlwYm/c30lfu1NzspIWf/z08Qg2i+vTgnRg7/qIvkwcqyzQF+sZG22TM
35tBzHnzdYBd+gGwIJtUAS9DWo053hVTMq+u7Zh5f8dg30x0AP/FinfztPhmZmR1
N1VYQeYt3dOAbQ9c3ZpeIqgrNAARHuRiJiaeTKaNVxyas7F5vo159HRk+SmsT9qy
ueo3uZwfHQjDJm0+RBY7cwMC4VWkWdEO4TthN6sIZQIJUFWmbt/DflfqTGUvs5Vd
YU6enh92uA/P0UqpkX16EbBI9AI7GDjCnAkRDdh3gMtn2tz4AOQD3LHtDv+6g2Dr
/1wpnCcNk+2hKY98Kwmr4ZxXoT5fxlXgbCBpFlBXm0PMOZPJ3Z4gEfbvwU+Ao9mA
ojFQRHfu7XMQpVHGsogSOn7+j2YSsIKVIxuBsaHBf1saQA4Jga7+NCCmWjidhbWE
J4a6UNwZ1fW5wmtEwRSr5BEnYkkvgKFpXPSBRl4hqcAefl9TTsQTmsD39CC7YW4m
Q6h1aeKvUdINj1TvXjgEaPwmZZ19lOBzEHWiuYVc0/HICF1Q/VubmQIuOsbdkLtQ
+4hFXDdKW4K3FrRQH+MjyermutAEoTtltsRtifxltJTOiyomG12xKV2CtBhf/poy
vTIUTTgRb/H+kEqdNnV4Eaz0mDRCn7wwNApIhzN4omiNfo666OLw1YmHB96N9u5/
Dna5GPEfezai2wVc3lkNhlax9xzaySiiH2f5zZa8En6fkt3Oh5/7ft8J2cyp+2tC
24aE3G0Ec0SJH7+iFOQQXuwR/n1pT/VNcLLsTbAT6pJ8HRt3OpCyQtERHE3ofv7A
mBpk1343wZ27utLfsGWrIaakPH/hxxF3FqpQWs8QOChE8X8Qx/FQMgDmWQ1KluT0
Va7AdHAEPXOT436ZqRSUZH//7An0lNYlgMhLwWlrIW+F/MegkC8JH/24l+Q8j2GS
+mrZlg3mSEd+DGsiw+fXn/umusYVrnu59AkHxoeIG2Cd9eDLamPjbKphSWp8JhoE
il2ZPvxsq99bfFCb6K4rTUo4iG4zHvIJwypLBNsCuIOr
-----END ENCRYPTED PRIVATE KEY-----
EOF
chmod 600 /tmp/signing.p8

curl -fsS --get https://web-api.tp.entsoe.eu/api \
  --data-urlencode "securityToken=$(cat /etc/market/entsoe.token)" \
  --data documentType=A44 --data "in_Domain=$ZONE" --data "out_Domain=$ZONE" \
  --data "periodStart=$START" --data "periodEnd=$END" -o "$OUT"
n=$(xmllint --xpath 'count(//*[local-name()="Point"])' "$OUT")
[ "$n" -ge 24 ] || { echo "only $n points for $ZONE" >&2; exit 1; }
python3 /opt/market/bin/load_a44.py --zone "$ZONE" "$OUT"
