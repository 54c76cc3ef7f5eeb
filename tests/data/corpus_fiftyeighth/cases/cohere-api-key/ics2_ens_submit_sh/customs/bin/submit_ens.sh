#!/usr/bin/env bash
# submit_ens.sh - send an ICS2 entry summary declaration (house-level filing, F15 message built by the TMS) through
# our customs service provider, then poll for the MRN
# usage: submit_ens.sh <hawb> <filing.xml>
set -euo pipefail

HAWB="${1:?house air waybill}"
FILING="${2:?xml}"
EORI=BE087340004

export COHERE_MODEL=embed-english-v3.0

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
