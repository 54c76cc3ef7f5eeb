#!/usr/bin/env bash
# ohip_arrivals.sh - tomorrow's arrivals from OPERA Cloud through the Oracle Hospitality Integration Platform (OHIP):
# an OAuth token from the gateway, then the Reservation API, written as a CSV for the front desk and housekeeping
set -euo pipefail

HOTEL_ID="${1:-LRLIS}"
GATEWAY="https://larchmont-ohip.hospitality-api.us-ashburn-1.ocs.oraclecloud.com"
ARRIVAL="$(date -d tomorrow +%F)"
APP_KEY="$(cat ~/.ohip/app_key)"

export DATADOG_API_KEY=66e45d5439bc1d8a00bb28fe52dbe666

OHIP_BEARER=$(curl -fsS -X POST "$GATEWAY/oauth/v1/tokens" -H "x-app-key: $APP_KEY" -H "enterpriseId: LARCHMONT" \
  -u "$(cat ~/.ohip/integration_user)" -d "grant_type=password&username=$(cat ~/.ohip/user)&password=$(cat ~/.ohip/password)" | jq -r .access_token)
curl -fsS "$GATEWAY/rsv/v1/hotels/$HOTEL_ID/reservations?arrivalStartDate=$ARRIVAL&arrivalEndDate=$ARRIVAL&limit=200" \
  -H "Authorization: Bearer $OHIP_BEARER" -H "x-app-key: $APP_KEY" -H "x-hotelid: $HOTEL_ID" \
  | jq -r '.reservations.reservationInfo[] | [.reservationIdList[0].id, .roomStay.roomType, .reservationGuest.surname, .roomStay.arrivalDate] | @csv' \
  > "/srv/frontdesk/arrivals-$HOTEL_ID-$ARRIVAL.csv"
echo "arrivals for $ARRIVAL written"
