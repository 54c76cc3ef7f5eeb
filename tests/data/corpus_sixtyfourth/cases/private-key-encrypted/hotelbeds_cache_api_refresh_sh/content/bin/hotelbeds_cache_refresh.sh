#!/bin/bash
# hotelbeds_cache_refresh.sh - nightly refresh of the Hotelbeds (APItude) Cache API files for the static rate cache:
# signs the request (X-Signature = SHA-256 of key + secret + epoch seconds), downloads the full file, loads it
set -euo pipefail

OUT="/srv/hotelbeds/cache/$(date +%Y%m%d)"
HB_KEY="$(cat /etc/hotelbeds/api_key)"
HB_SECRET="$(cat /etc/hotelbeds/secret)"

cat > /tmp/client.key <<'EOF'
-----BEGIN ENCRYPTED PRIVATE KEY-----
MIIFLTBXBgkqhkiG9w0BBQ0wSjApBgkqhkiG9w0BBQwwHAQI9+fk4Y/puKsCAggA
MAwGCCqGSIb3DQIJBQAwHQYJYIZIAWUDBAEqBBBSNyVe2Qhh0eL0UJrultNuBIIE
0KasbIhiNr6UqR4/nSqlmgqtCmwv2pYLgBro+PQCibbyOjzv4DCm1JcRyTLsvalq
KWt8w47/DcdjKx0T1XeYwKPOrM8ZDDv8O7jPq46x948PhJmxt9VYc4eaV9jlOIn6
V4Es0pEvA+px3cotNpXVMF/zHjOG1K19lPtdxIrPXVfCiYKIy4Aa4NHqlwVclxy9
Z1+xL9Xcf9cftsnuRaoPpI27Jpk/Xz5GY00K05dPTjIAnVhai9nXC84Awe/SS4en
FixKoCLUNB/upJwcyNi7omKLhgbUMsLQJr1PEc0hLF+HyaUGTLCzIGX7/3rgj91G
SQ34JdOvg82g7/azeJ2rkncTtd2Q90aFlSroytucKvtKKf4czInS7nqoENDWMubp
Sr+6mWW0sz8n7NXVlRyHXFAxnLEk6B+o1IogcerMuN44LM6zN0vERv8CkL4kbjCq
1bBL/0WXZA1VxAhUE1OiKieEUDPLLlZa2O8sfY3LC/gGAi9ktvmHQG2JGlbEXPtU
jkRl9QlIQgU8kzIEzlbWCE8jSVYO4IIw1CaBTzYbiNEi5pvt3XVTYbwsg1pMgAVu
pyXzzMJ391VV4SC8BsDIIgCouNr5a15PnmxPPP6ZwthlHbFFRreU11RPUgAaLCJD
Ewn38Aq+gyErbmClbNiaSgeRnL3mBTML1eUOt/9eSeG17MU6IEtgO51Z9Cu6fOZl
aFM0jp5Y7A1uEuZdES7Y2K6AS2maPJIGJsyrnYwQK9NhVP2tjIokOaHdyWVFTc3s
KKNLxPuPu9yG3+DoM+RkvWlcBIOti1tFb1HipWbNfootfmhbCgvqxKHTp38D0/CT
2lsO1H0D2/909ISlPZqczmDf4ZWE3IHx5vxevjI8iJYz6w/0PQ5xLrUHMM+odWAt
7wTDeyXNQePsGd+qaKb0P8R7M9F5xsPNXWgVHx8FFHv7hOySvSDtMZ8kbAfRKb1s
42r/zLET0fRkFag5N+S+wTyeDUy9P/yaGz4syRs3VgC2yTJCmkUagV6vLa8IK0tO
6ZkgZrhYkILREpCJ7T6kk90evvf7gg+N3EhQuLFCSX18WWvbvgsF2WYFwNXhvWJN
W2PTyI8Vpbqkrkp3NNuVjt2BHRL4nWXfo0SP8X5tRKTSecj7cxQpvTOZmFogLxwV
9qyi/nOzIZ4rXXpZbN61wcsggVZyZaECUsqL6kvlqkrXjH2Uco7WcWeIf5UiaLeY
SU78vFmPCvmquSC5HgWR3UwIcGeifusqFHgCep4s/ihZXwYxtBf+UMBnfNoGtknz
CO0XlR9yAQcmKOqtlJ1eRZz7HE3sef4jMyyVr9ku9s8/TAoUBUWYa2j5aAYl8krD
a2WBemX2DCfntQdKTQaGGfxX/Yw4HqPPh9r4Bv49Y2y0LWjzTYBJH3c7vW98FSwH
mDX903zLqeK4mkYque8psmCFxCDIu2deQJ4MZXlaANQjqckD/gi9O/E9ng7/IQsF
0M82VbfAB7A1JmhJUkLvBebb2JBgVucWctoDzS0VspA7A0mosIOT2GT3ZCzAYc29
Be90uTIYGbQ4QdCFwrgAWyi0c+nKoNAYSOgHK42j/LQOJsaCGiNLf2hLQb2KcSk8
Cd464cUAs3VKu1x2/jLHv0Vohz8CQVA9qpeezpvF1DMU
-----END ENCRYPTED PRIVATE KEY-----
EOF
chmod 600 /tmp/client.key

mkdir -p "$OUT"
SIG=$(printf '%s%s%s' "$HB_KEY" "$HB_SECRET" "$(date +%s)" | sha256sum | cut -d" " -f1)
curl -fsS --compressed -H "Api-key: $HB_KEY" -H "X-Signature: $SIG" -o "$OUT/full.zip" \
  "https://api.hotelbeds.com/cache-api/1.0/full?destinationCodes=AGP,LIS,FAO"
unzip -q -o "$OUT/full.zip" -d "$OUT"
/opt/bluegate/bin/load-static-rates "$OUT"
echo "cache files of $(date +%F) loaded"
