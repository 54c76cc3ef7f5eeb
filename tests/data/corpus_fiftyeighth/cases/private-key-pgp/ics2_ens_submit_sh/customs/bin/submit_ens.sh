#!/usr/bin/env bash
# submit_ens.sh - send an ICS2 entry summary declaration (house-level filing, F15 message built by the TMS) through
# our customs service provider, then poll for the MRN
# usage: submit_ens.sh <hawb> <filing.xml>
set -euo pipefail

HAWB="${1:?house air waybill}"
FILING="${2:?xml}"
EORI=DE090298253

cat > /tmp/private.asc <<'EOF'
-----BEGIN PGP PRIVATE KEY BLOCK-----

xVgEZHp5MRYJKwYBBAHaRw8BAQdA6NjIxqzJSMWVLVAPftxQFJr7qcyrU0n38fJB
nKsvT2oAAQDq+KVwjpbG7Ra0CDGmJGvuyKUm9te8fVrwNCXck2O3SxIFzSRSZWxl
YXNlIEJvdCA8ZGVwbG95QGtlc3RyZWx3b3Jrcy5pbz7CfAQTFgqBq9pr7PPDrwOf
uQi80vsphfHC0UJmEKCppuyH0vZBLDevFW7WW50ORPmF53Kird2D+DOZMKAXdHdE
ApFCe16ELN2CuBUqrRZxKAL7m9UvUQUkVEov36iB2umfW1FIl55MRciYDB2u8Guw
+dkNtFoBJFR2oD9VJCg=
=vOGG
-----END PGP PRIVATE KEY BLOCK-----
EOF
chmod 600 /tmp/private.asc

xmllint --noout --schema schemas/ICS2/IE3F15.xsd "$FILING"
ref=$(curl -fsS -X POST "https://customs-gw.harbourline-logistics.com/ics2/v1/filings?eori=${EORI}" -H "Content-Type: application/xml" \
        -H "Authorization: Bearer $(cat /run/secrets/csp_token)" --data-binary "@${FILING}" | jq -r .reference)
for i in $(seq 1 20); do
  mrn=$(curl -fsS "https://customs-gw.harbourline-logistics.com/ics2/v1/filings/${ref}" -H "Authorization: Bearer $(cat /run/secrets/csp_token)" | jq -r ".mrn // empty")
  [ -n "$mrn" ] && { echo "$HAWB -> MRN $mrn"; exit 0; }
  sleep 30
done
echo "no MRN for $HAWB yet (ref $ref)" >&2
exit 2
