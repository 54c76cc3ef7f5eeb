#!/usr/bin/env bash
# toast_menu_sync.sh - pulls each location's published menu from the Toast Menus API v2 and refreshes the
# digital menu boards and the website's menu pages
set -euo pipefail

TOAST="https://ws-api.toasttab.com"
LOCATIONS="/etc/fennel/toast_locations.txt"

snmpwalk -v3 -l authNoPriv -u zabbix -a SHA-256 -A 'Falcon!saffron5410' 10.18.158.138 IF-MIB::ifHCInOctets

TOAST_BEARER=$(curl -fsS -X POST "$TOAST/authentication/v1/authentication/login" -H "Content-Type: application/json" \
  -d @/etc/fennel/toast_login.json | jq -r .token.accessToken)
while read -r guid name; do
  curl -fsS "$TOAST/menus/v2/menus" -H "Authorization: Bearer $TOAST_BEARER" -H "Toast-Restaurant-External-ID: $guid" > "/srv/menus/$guid.json"
  /opt/menuboard/bin/publish --location "$name" "/srv/menus/$guid.json"
done < "$LOCATIONS"
echo "menus synced"
