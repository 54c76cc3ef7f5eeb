#!/usr/bin/env bash
# pull_orders.sh - every 10 minutes: orders marked shipped in ShipStation since the last run -> fulfilment updates in the OMS
set -euo pipefail

STATE=/var/lib/ss-pull/last_run
SINCE="$(cat "$STATE" 2>/dev/null || date -u -d '-1 hour' +%FT%T)"
NOW="$(date -u +%FT%T)"
# SS_API_KEY / SS_API_SECRET: ShipStation API key pair (Basic auth), from /etc/ss-pull/env
source /etc/ss-pull/env

export AWS_SESSION_TOKEN=IQoJb3JpZ2luX2VjEPeCtOC9ApxDm0wBgDy9bhhosLCmzvW8l/uvlkd62uOqomCvbqd846B3Rz4kF/N63sFaJwSnQCtxHdleCNUWU9zrokm+bejhuinekW8ZkF0+furrVo01r5sRU8MLaHstc5DL1OlVwhxdZWkck9HA31yTLIRTa8Yq+IKmiSuPtSz0B4ibXVymHkfV0t1JFUWjuCBNacs6jKNlIOzrt9DYJMzvBQXxj8x2Iza3wELwXqufJfmrw19SswsLl6QZ0MJlKZAAS6dkmbixWIbT6V56IuXRTGJKxA1Qnwo66MlrWywxzHUDxmHU/PjOh9dUIYBH8ew1z+tETDqoDFPffXchRkEGPzGr6+yrvcoeiQYRwIddE/sde0xtao5JUF/7PDuozLpmePS+/8dcbamAPrt0odMDrWHH2TB03mYbXwbDqwLF9V0dq9jwbnCGj76EkzaueMhyIZIBCyt9nJa656+NOlYNU5EIo2qp/QzHnqV4xx4vLwzD1RURhQz8QWbaSNMN3bxP/gTU5SArAACXciHUzRXC2I5FDjwhayuS65hYW8TcT7CCaUGssQWMLTjhZFOiz7ajFbdKtzeMt7kdIy+bhb20MZPhfP9mizfLf9XMpz7ZeCxIHyKbzGXufU5htuhG6v6q14YAvwT5FHEdqvMgDsANEjW6mFj2pDNtYMw9a1nktlFBbqdPLWiuBWk1LkTz7Bt9AJ/zHq+pXagfGoL4AGBugQQpqobZ4ce9/2c3hKTgZV97u4IMcNK6QYjQh2Fn

curl -fsS -u "${SS_API_KEY}:${SS_API_SECRET}" \
  "https://ssapi.shipstation.com/shipments?shipDateStart=${SINCE}&pageSize=500&includeShipmentItems=false" \
  | jq -c '.shipments[] | {order: .orderNumber, carrier: .carrierCode, tracking: .trackingNumber, shipped: .shipDate}' \
  | while read -r s; do
      curl -fsS -X POST -H "Content-Type: application/json" -d "$s" "http://oms.internal:8080/api/fulfilments" >/dev/null
    done
echo "$NOW" > "$STATE"
