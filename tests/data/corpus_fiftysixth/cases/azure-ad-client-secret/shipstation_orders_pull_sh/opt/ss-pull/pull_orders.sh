#!/usr/bin/env bash
# pull_orders.sh - every 10 minutes: orders marked shipped in ShipStation since the last run -> fulfilment updates in the OMS
set -euo pipefail

STATE=/var/lib/ss-pull/last_run
SINCE="$(cat "$STATE" 2>/dev/null || date -u -d '-1 hour' +%FT%T)"
NOW="$(date -u +%FT%T)"
# SS_API_KEY / SS_API_SECRET: ShipStation API key pair (Basic auth), from /etc/ss-pull/env
source /etc/ss-pull/env

export AZURE_CLIENT_ID=af6889fe-6edd-44db-ac32-94a522e68b50
export AZURE_TENANT_ID=add1367d-7df7-4e08-8bba-1afcaf0be654
export AUTH_MICROSOFT_ENTRA_ID_SECRET='bAJ7Q~P9C0-8q8L~MKDFE-3MkDiKxDqG-DzRmS4N'

curl -fsS -u "${SS_API_KEY}:${SS_API_SECRET}" \
  "https://ssapi.shipstation.com/shipments?shipDateStart=${SINCE}&pageSize=500&includeShipmentItems=false" \
  | jq -c '.shipments[] | {order: .orderNumber, carrier: .carrierCode, tracking: .trackingNumber, shipped: .shipDate}' \
  | while read -r s; do
      curl -fsS -X POST -H "Content-Type: application/json" -d "$s" "http://oms.internal:8080/api/fulfilments" >/dev/null
    done
echo "$NOW" > "$STATE"
