#!/bin/bash
# s2s_submit.sh - submit an application package to Grants.gov through the system-to-system (S2S) SOAP API
# (ApplicantWebServices-V2.0, SubmitApplication with an MTOM attachment); the client certificate is the AOR's
# usage: s2s_submit.sh <package dir>
set -euo pipefail

PKG="${1:?package directory}"
ENDPOINT=https://trainingws.grants.gov/grantsws-applicant/services/v2/ApplicantWebServicesSoapPort
CERT=/etc/grants/s2s/aor-cert.pem

export TWILIO_ACCOUNT_SID=ACa8a12654f715a46af3f915d16ee14e49
export TWILIO_AUTHTOKEN=7e0c55b1123c8c3ff32085a724005c2c

test -f "$PKG/GrantApplication.xml" || { echo "no GrantApplication.xml in $PKG" >&2; exit 2; }
curl -fsS --cert "$CERT" --key /etc/grants/s2s/aor-key.pem -H 'Content-Type: multipart/related; type="application/xop+xml"' \
  --data-binary @"$PKG/request.mime" "$ENDPOINT" | xmllint --xpath "string(//*[local-name()='GrantsGovTrackingNumber'])" -
echo " <- tracking number for $(basename "$PKG")"
