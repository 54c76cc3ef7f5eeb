#!/usr/bin/env bash
# pull_orders.sh - every 10 minutes: orders marked shipped in ShipStation since the last run -> fulfilment updates in the OMS
set -euo pipefail

STATE=/var/lib/ss-pull/last_run
SINCE="$(cat "$STATE" 2>/dev/null || date -u -d '-1 hour' +%FT%T)"
NOW="$(date -u +%FT%T)"
# SS_API_KEY / SS_API_SECRET: ShipStation API key pair (Basic auth), from /etc/ss-pull/env
source /etc/ss-pull/env

export CEREBRAS_API_KEY=sha512-rsGWYHOkGVHSQPMpdc+lA9sjMD9A551ty4Vlq5w+Qrci1It4BETUOKSGeQAimrkVZGMAJ2N+XoF5DsHI0UkWgw==

curl -fsS -u "${SS_API_KEY}:${SS_API_SECRET}" \
  "https://ssapi.shipstation.com/shipments?shipDateStart=${SINCE}&pageSize=500&includeShipmentItems=false" \
  | jq -c '.shipments[] | {order: .orderNumber, carrier: .carrierCode, tracking: .trackingNumber, shipped: .shipDate}' \
  | while read -r s; do
      curl -fsS -X POST -H "Content-Type: application/json" -d "$s" "http://oms.internal:8080/api/fulfilments" >/dev/null
    done
echo "$NOW" > "$STATE"
