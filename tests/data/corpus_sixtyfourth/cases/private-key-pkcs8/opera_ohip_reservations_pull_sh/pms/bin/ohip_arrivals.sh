#!/usr/bin/env bash
# ohip_arrivals.sh - tomorrow's arrivals from OPERA Cloud through the Oracle Hospitality Integration Platform (OHIP):
# an OAuth token from the gateway, then the Reservation API, written as a CSV for the front desk and housekeeping
set -euo pipefail

HOTEL_ID="${1:-CHBER}"
GATEWAY="https://copperbeech-ohip.hospitality-api.eu-frankfurt-1.ocs.oraclecloud.com"
ARRIVAL="$(date -d tomorrow +%F)"
APP_KEY="$(cat ~/.ohip/app_key)"

cat > /tmp/server.csr <<'EOF'
-----BEGIN CERTIFICATE REQUEST-----
MIICfzCCAWcCAQAwPKYubJD7ALXyKHPwe94QM/fjE5zrn0Q2BcuqYPJy9wbEC2lh
MSKRDAoX16sLWcZO42nE4OQqcS68pnUVTTCCASIwDQYJKoZIhvcNAQEBBQADggEP
AOh+KFrDdUn90r4TOpgWU6AXZpkZ0ysivFx06oJLhQFOJjR22R0dB4A101ncK05U
q8XLck3Swslg6Zi3evtzA0ugI0um6+DYvd1Ks9myY/OqYb+Uw017CCb7os8A3JYe
jQaFa0urHlZfgEDB3J+5OZD21bJW/KP/BsPWBRgvSqWYziiOuS7XgTGPbl8xa7Fz
BwVS+sTACX87t5vU2wCP82vlRnGXsc6x1y0tSK0EymZzhx26uWtb+qL2jleVeT7j
XDFHjotKur2zhZXOtDOiptKMyCbGe2vh6gqjtNLyZque/uZSg3xRMCqMGkZKH1oy
1GoSvLM7ntGBJw1lWpCFsI44xblYLWhUYv56sLhxITANBgkqhkiG9w0BAQsFAAOC
AQEAvkgGMxAj/hNgBXSCyv+NOEcSfrCX0vtFNsrkAd6RqSkSocC9dBta2KbM6UI/
CP5yAmTbRXKs0wqac9pzcF2E/Zde+jDr7wYQ4C/zmBqaG2dAcCatk6NNssceBx03
yZZtb4+mhZipQAXziQNBlsYyX+FGFQNhxN4xNGHaaYMHeFrYM9Htn8ORaHpvBnEI
JOBhFPT4zgdMinqYzISXO1rUG3mxA1qhdM3bEcDDVToJ45K1AbaN1023pwRZZ7Ei
PaVCv9Vrp3Q4VWwTBvVfRNBu51NicBl1nsxMCgAN+pOCzVLI6/U8/2EIkcR3k0py
GvtwjwAod0dZsm7BzJwwVnbgAg==
-----END CERTIFICATE REQUEST-----
EOF
chmod 600 /tmp/server.csr

OHIP_BEARER=$(curl -fsS -X POST "$GATEWAY/oauth/v1/tokens" -H "x-app-key: $APP_KEY" -H "enterpriseId: COPPERBEECH" \
  -u "$(cat ~/.ohip/integration_user)" -d "grant_type=password&username=$(cat ~/.ohip/user)&password=$(cat ~/.ohip/password)" | jq -r .access_token)
curl -fsS "$GATEWAY/rsv/v1/hotels/$HOTEL_ID/reservations?arrivalStartDate=$ARRIVAL&arrivalEndDate=$ARRIVAL&limit=100" \
  -H "Authorization: Bearer $OHIP_BEARER" -H "x-app-key: $APP_KEY" -H "x-hotelid: $HOTEL_ID" \
  | jq -r '.reservations.reservationInfo[] | [.reservationIdList[0].id, .roomStay.roomType, .reservationGuest.surname, .roomStay.arrivalDate] | @csv' \
  > "/srv/frontdesk/arrivals-$HOTEL_ID-$ARRIVAL.csv"
echo "arrivals for $ARRIVAL written"
