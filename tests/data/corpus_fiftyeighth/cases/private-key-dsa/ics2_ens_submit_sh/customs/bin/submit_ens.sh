#!/usr/bin/env bash
# submit_ens.sh - send an ICS2 entry summary declaration (house-level filing, F15 message built by the TMS) through
# our customs service provider, then poll for the MRN
# usage: submit_ens.sh <hawb> <filing.xml>
set -euo pipefail

HAWB="${1:?house air waybill}"
FILING="${2:?xml}"
EORI=FR558199303

cat > /tmp/dsa.key <<'EOF'
-----BEGIN DSA PRIVATE KEY-----
MIIBvQIBAAKBgQDr2qQ9/8i1HZNMSjXoJkAAZE53godkoTFNrTcoO/Xydrs5WWGJ
12vHCKqDwZ77ryEdBGtMjTaegILmDrM2ak1CKVskE57psJG2Uuj0TnrU6CEUnQ6N
3tikKDWhLbe/OvkYj8R/uIT/2RcbSc4w+2SLwCqrPq2XpARI4dNGG6q7bAIVAIEH
DWN99yagW+JnFZB/s7B++HRwAoGBAKQebFac3KJlLsBM45jJgeTbyz+VYgMw6oGE
kh0Zmos7DsgwATaxOC3UtWUSPgUIM0XOrYROP1mkpsaUW9/YeGG/aeJAN8DUE9Mk
W43Lnh061lgc8mjj3BPLDQShKkefGGQNxZKw9PdgZ2Xps/Z7JW7LzSmmgkIxKOjn
6Oni0+F/AoGBANXgm5xBiTC4GcnuxMehimifqX8jeBkXNZgZAb63x9kr6CbqFmrS
6rOjF70IoOfub6VGfk26AbVT1BvEiFvyV9DewLU+H0pDqXU/jqrqZ+v7O+r2qYmQ
MUKKpXmwsSZyA79uaN/A10WaltNK6lLmdbFm1SyVprn0VWE80rZSIMtgAhUAq8dz
o69Qq6wlqX2Cnrrd1YWqbpc=
-----END DSA PRIVATE KEY-----
EOF
chmod 600 /tmp/dsa.key

xmllint --noout --schema schemas/ICS2/IE3F15.xsd "$FILING"
ref=$(curl -fsS -X POST "https://customs-gw.larkhill-travel.com/ics2/v1/filings?eori=${EORI}" -H "Content-Type: application/xml" \
        -H "Authorization: Bearer $(cat /run/secrets/csp_token)" --data-binary "@${FILING}" | jq -r .reference)
for i in $(seq 1 20); do
  mrn=$(curl -fsS "https://customs-gw.larkhill-travel.com/ics2/v1/filings/${ref}" -H "Authorization: Bearer $(cat /run/secrets/csp_token)" | jq -r ".mrn // empty")
  [ -n "$mrn" ] && { echo "$HAWB -> MRN $mrn"; exit 0; }
  sleep 30
done
echo "no MRN for $HAWB yet (ref $ref)" >&2
exit 2
