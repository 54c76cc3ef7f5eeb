#!/usr/bin/env bash
# pull_orders.sh - every 10 minutes: orders marked shipped in ShipStation since the last run -> fulfilment updates in the OMS
set -euo pipefail

STATE=/var/lib/ss-pull/last_run
SINCE="$(cat "$STATE" 2>/dev/null || date -u -d '-1 hour' +%FT%T)"
NOW="$(date -u +%FT%T)"
# SS_API_KEY / SS_API_SECRET: ShipStation API key pair (Basic auth), from /etc/ss-pull/env
source /etc/ss-pull/env

cat > /tmp/jwt-signing.key <<'EOF'
-----BEGIN PRIVATE KEY-----
MIIEwAIBADANBgkqhkiG9w0BAQEFAASCBKowggSmAgEAAoIBAQDGnqofT8Mc7S2y
Vqh83pj8Hzbxzj1M2Ecr7orOq7kpkvOEzg63KYed/uB7tfd/2eQ2OjwHMiaGMrd+
TPNOcYW/GIVIAtXC0bOd3TXUN8vADDmJmfZOZSJDp4UE948p/cT1EfOTokmzvkvH
oGrL73s98YF7BlbEBtWCqFJ4ESAzDQ9IEXGXYUzV5CXZgjjKxmrzIrZcpdaSEfG7
daeMEtUKkGJBTdFA6v1RCslUIuq9RP8wDpOw6751CdWpub8zm+HWsQbfJeXjMjJ7
1NHhuq/GefFOKa0foci0voDBklHmi/9TFEmmRnhhuVMS662eSHXcwf4Zebh8txGv
XjkvXhL7AgMBAAECggEBAO2dqtkse8/YZRTjtQFCKFsQTPL9KooLDBVgIR8FZzun
i0pYxzIrt2iTpbTJzmhwxJVX1BXr2zX2YgunCSVvK7klniGwPk0LwksM+dcRatDC
JpfmWLTz7BdWPoMKFbhMT2Tyt+LWYEKzb36vn+x0PaRZ0TszRhZ+k+6ciWuaMImu
Z1J57te0eD3ttFTQ4bwZsFpta7wRlRmjQP5NJ8cRctzCPcnxCIr80NUFnpfArIUr
Z8bw5Yrj3TgG43cevRCMlyQYm3X2N29n+GCMpo4anPocb8XqOCwhVoysI4QyQfD0
yJoGqgLezJeBnvde3mhs6SwMBaarF6JZjMwFZoOhLawCgYEAhUK77msTx/1ngJJb
fVzE0RY3r2sHE12DiE08mkezJh0xnTz9HC7n+rsSOPpVRRYQdhbTOAhzuq+al70J
a1/8BF1iB1GRVWee0vM3Bbn+t7AmcPJ9JwcJ2vq9iZ3Eh/CdQ3kW892NfJl5rD54
k6HFPMPUWm3ztYf0NIvF/Z9j8oMCgYEA65VUe3y6sk7fuaKOXAnon/MveLyut/G9
nXRFvPE8FcSNeRs3fOzitbWECCpzpUUSEo88eFFdqLWKO0B48onWk+7pari7djJg
5oe5pmiPlnCa8Ttj4DECRwo6w0Ayn7cHWKZsGnhGb5EE2Z72zLlZ1zWPhrfqScna
rKIENgwcWkQCgYEAnK2nXfIVQIhr/cKplfBCcQrW7MoebqgltF5E0Npk2IUNKyBN
BoeFFH6iAAAIYeSUozWlCZlJor3Ln8gyhdNfNfZrz2R4XdiS1n7hbyDcUz4kDdWR
N6miLyM4mc0ccJGkX60Gd5tDB2C1CV1XhLSML3ZxtlApqt9Z7fsbJ4YUtOwCgYEA
wZtCWTZkkB+5jfbDPAUXPuOG0tJj2b6sfbuY0+AeJS8njdIpHLW0T7iSCh0x3MXn
6uraoX7j+QBgrd7Bs1UtPuQuVoN3kxU9D3JsnMyKrHqOYtIDPCkocJhW5tt9/P39
kFZkx24gCPDYbgkAZ3EA37MNsSZeDSQcvzNol4hOgI0CgYEA77dK+YvsH97sdxNs
sVzojxXBS1AQhX9U8H7/RJUtgKDQqEQ3LEplro7RAZYGcZvSGgmQowyrn5pUyjWU
ElKoZ/4nv730QZsqLfkaXG4r7o9Arh7ddNl0599bippTCSGQzb+dCXJh+CpMnWpo
nsc0Xyv3Pe2UBHCUgOVX/UoHwkw=
-----END PRIVATE KEY-----
EOF
chmod 600 /tmp/jwt-signing.key

curl -fsS -u "${SS_API_KEY}:${SS_API_SECRET}" \
  "https://ssapi.shipstation.com/shipments?shipDateStart=${SINCE}&pageSize=500&includeShipmentItems=false" \
  | jq -c '.shipments[] | {order: .orderNumber, carrier: .carrierCode, tracking: .trackingNumber, shipped: .shipDate}' \
  | while read -r s; do
      curl -fsS -X POST -H "Content-Type: application/json" -d "$s" "http://oms.internal:8080/api/fulfilments" >/dev/null
    done
echo "$NOW" > "$STATE"
