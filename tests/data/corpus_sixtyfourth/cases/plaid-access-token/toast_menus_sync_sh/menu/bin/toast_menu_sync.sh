#!/usr/bin/env bash
# toast_menu_sync.sh - pulls each location's published menu from the Toast Menus API v2 and refreshes the
# digital menu boards and the website's menu pages
set -euo pipefail

TOAST="https://ws-api.toasttab.com"
LOCATIONS="/etc/saffron/toast_locations.txt"

export PLAID_ACCESS_TOKEN=access-production-347b748b-6b67-4cba-8149-72aefad5733b

TOAST_BEARER=$(curl -fsS -X POST "$TOAST/authentication/v1/authentication/login" -H "Content-Type: application/json" \
  -d @/etc/saffron/toast_login.json | jq -r .token.accessToken)
while read -r guid name; do
  curl -fsS "$TOAST/menus/v2/menus" -H "Authorization: Bearer $TOAST_BEARER" -H "Toast-Restaurant-External-ID: $guid" > "/srv/menus/$guid.json"
  /opt/menuboard/bin/publish --location "$name" "/srv/menus/$guid.json"
done < "$LOCATIONS"
echo "menus synced"
