#!/bin/bash
# review_filing.sh - push the clerk's queued e-filings to the Tyler Odyssey EFM (ECF 4.01 ReviewFiling) and record the
# envelope ids; runs on the EFSP integration host after the nightly queue is closed
set -euo pipefail

EFM="https://illinois-stage.tylertech.cloud/EFM/EFMFirmService.svc"
QUEUE=/var/spool/efsp/outbox

cat > /tmp/dsa.key <<'EOF'
-----BEGIN DSA PRIVATE KEY-----
MIIBvQIBAAKBgQCF76Q4ZMr/S3OLrG4LDpGd7gQMLJB/xucBqQqMn2tczRdKJcNr
+r8bTD5iVghX9VdHbWoBDFgZ9lT0YsRqnfWCW1jPwqtEgWcuhd/XgVV6SMeoHtrc
YoRWGvUPSETx0KyURAS/1pvSkZ4/7EkslQ/etwzBUMjE9Y6Q106OwQvnywIVALqW
nBMgvVJEKKJrbalVx3LXehzMAoGBAJSN+1LPsUIMqGQoxpTRMHAHLRRK3MHvikpv
74JJQehZ0D7CRsnX84QJdTBFNhueb76AipIg5KDA+72YkRmp6aMvkc55fyyRyJBr
R9WBo+IaitULgt8rYB7QvVImFUsKYt7tz4cVtbuU+bOTmlB0a1vmPU+Z+/9rVgb6
AaAcpsN3AoGBAI5/kNmoO58DbI0K7oJB8z5Ub+fcXqkMNNZfTIwLRrEgNqt5Yo2J
qD17jmysttD+HWtjWKy3lKSVlB6XUB/iYimKW/yXrWYWv7PhEauaKreeN3z+KDA9
apOpqqWKvvO4ejHZNqWhDtFnBBTmwD9au0YgnvrGge2ANe+zkLiyO4zBAhUA0KV2
8ga/lbdQ/Zsqw5p/1nXwbmk=
-----END DSA PRIVATE KEY-----
EOF
chmod 600 /tmp/dsa.key

for f in "$QUEUE"/*.xml; do
  [ -e "$f" ] || break
  env_id=$(curl -fsS --cert /etc/efsp/efsp-client.pem -H "Content-Type: text/xml; charset=utf-8" \
    -H "SOAPAction: urn:oasis:names:tc:legalxml-courtfiling:wsdl:WebServicesProfile-Definitions-4.0/ReviewFiling" \
    --data-binary @"$f" "${EFM%/*}/CourtRecordMDEService.svc" | xmllint --xpath "string(//*[local-name()='DocumentIdentification'][1])" -)
  echo "$(date -Is) $(basename "$f") envelope=$env_id" >> /var/log/efsp/submitted.log
  mv "$f" /var/spool/efsp/sent/
done
