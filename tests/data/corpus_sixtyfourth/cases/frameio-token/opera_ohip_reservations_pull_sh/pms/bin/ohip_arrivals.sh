#!/usr/bin/env bash
# ohip_arrivals.sh - tomorrow's arrivals from OPERA Cloud through the Oracle Hospitality Integration Platform (OHIP):
# an OAuth token from the gateway, then the Reservation API, written as a CSV for the front desk and housekeeping
set -euo pipefail

HOTEL_ID="${1:-HHEDI}"
GATEWAY="https://harbourview-ohip.hospitality-api.us-ashburn-1.ocs.oraclecloud.com"
ARRIVAL="$(date -d tomorrow +%F)"
APP_KEY="$(cat ~/.ohip/app_key)"

export FRAMEIO_TOKEN=AgBR9pxDS6VT/2YymS9fWFO199GSGIvu9JltQA3cQV8Q6PqSmaBigQcqAXmTG6BPZnA0b4xxj/l+hOOKr7WatUJqf/sq/4fxN6o7vJxytkcwc1lKhG3sNJl5cscp9lBTBnkqUljuULeCaBGHoczn52HT529w9TXjUmbgstncJl9RaTKizUaCpJQk3cdYnbg72Ep8KQlF17JwpiTjNQGdPkP0q7Dze1xRz5mxyv9zOkc90xVmT+HBAT0vZwI0x/S57QIuzoDlUzp4lG73n1dh7fKUiZzD5v7TNwrfoR2vYI1SJ1x/R3jDWHdCe9gyXjFXnjiu0ja7Wlrl4XQ4hNVzyv2mzAcj5SRbbb66NtpbyDRxTY+UlVCtcKEbmoABgFXwerYPr+HJbDN+qWV/eXEEpKjxSohK900UH/7O4lCm+OBTxNO6Ck9G/FHONrtXsUutH3IxA+dgCjogy16Ed7LiURWFZeo6lFcQdU0XL/1NfZ4I8SpwvcuIHz3w+uaxWz1YC0NcJqOvSPEpEt6mz7M6kFxHYh1BG1gClTQ1xtdUx2DloYmAqz6bTiulWvFGRPu4K9m3IENUO4gMLuEWFYHO4ZW6aULIKV7YDaOnHhUm4krwP0gE78Rel3450VDKyGNOT+1DZqfJIRw9w4auXCmzEYl6mOnR6w6qgc5qLkK8rMlrRUNksod4oTCRtymVLR9u4H2w6VlaNEyFRrNWAAM47JDwHD/hsI5RATE0CTcBjHz2C4olY/zLSHdYdJtMTcQWb6Zy/LGy

OHIP_BEARER=$(curl -fsS -X POST "$GATEWAY/oauth/v1/tokens" -H "x-app-key: $APP_KEY" -H "enterpriseId: HARBOURVIEW" \
  -u "$(cat ~/.ohip/integration_user)" -d "grant_type=password&username=$(cat ~/.ohip/user)&password=$(cat ~/.ohip/password)" | jq -r .access_token)
curl -fsS "$GATEWAY/rsv/v1/hotels/$HOTEL_ID/reservations?arrivalStartDate=$ARRIVAL&arrivalEndDate=$ARRIVAL&limit=200" \
  -H "Authorization: Bearer $OHIP_BEARER" -H "x-app-key: $APP_KEY" -H "x-hotelid: $HOTEL_ID" \
  | jq -r '.reservations.reservationInfo[] | [.reservationIdList[0].id, .roomStay.roomType, .reservationGuest.surname, .roomStay.arrivalDate] | @csv' \
  > "/srv/frontdesk/arrivals-$HOTEL_ID-$ARRIVAL.csv"
echo "arrivals for $ARRIVAL written"
