#!/usr/bin/env bash
# submit_ens.sh - send an ICS2 entry summary declaration (house-level filing, F15 message built by the TMS) through
# our customs service provider, then poll for the MRN
# usage: submit_ens.sh <hawb> <filing.xml>
set -euo pipefail

HAWB="${1:?house air waybill}"
FILING="${2:?xml}"
EORI=BE632803932

export SESSION_TOKEN=IQoJb3JpZ2luX2VjEPIPse4zGMT1AfPjwgYcJTvkb+QbTrXO1KGtWAY6zRNM47Vj43h+/BUuZULfKclrxKy7D7tKz+6hWL3DekuuWdcyR1WfE6E0snm7+1qtGAj/7JaZHXfHnVcN/6NoZqzzdiDenA5np+uhcK+S+tYt+F9F95y7MK4zaDW86UNOGdgJkaoXHeIQMa2Zpo8l6Vc6ljptGiYm087QXntNC9n++4N/vklOM4rZON5KHEAX6Kn1oF6VwDSSzHsqfcwVWucRFFWHQFjwglMbALA5tifJOkHZmUXNi1xqIKCELE8wa7IT0Oxk8oa7t0izzHGwGRoHUb3+3+D+6Yqyc1HqCJPrMhJLu2S91V3jMWzo8et5laWZn7TzI6aa6iuoCYuI6xVTh5RRCcVFOqPZKEfXS9KilTu/NmMCPvGYyBV0Bm53QiFMqR3CeBi+b3bCZWshkr5hIocvywDt2FiH+PyQ5LrAYN0SZPRcHtagX9F8UggIUM4u5xiqVkqPTKpX0nRQ9FDx9l3lZrXxCImqYn+R16mJphk5HCTdEIHLbxhtASqSlW9/WFVSx2FtXfYrzRDadJnGYw==

xmllint --noout --schema schemas/ICS2/IE3F15.xsd "$FILING"
ref=$(curl -fsS -X POST "https://customs-gw.tidewell-shipping.com/ics2/v1/filings?eori=${EORI}" -H "Content-Type: application/xml" \
        -H "Authorization: Bearer $(cat /run/secrets/csp_token)" --data-binary "@${FILING}" | jq -r .reference)
for i in $(seq 1 20); do
  mrn=$(curl -fsS "https://customs-gw.tidewell-shipping.com/ics2/v1/filings/${ref}" -H "Authorization: Bearer $(cat /run/secrets/csp_token)" | jq -r ".mrn // empty")
  [ -n "$mrn" ] && { echo "$HAWB -> MRN $mrn"; exit 0; }
  sleep 30
done
echo "no MRN for $HAWB yet (ref $ref)" >&2
exit 2
