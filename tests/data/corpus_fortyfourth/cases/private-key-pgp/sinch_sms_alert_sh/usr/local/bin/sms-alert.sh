#!/usr/bin/env bash
# sms-alert.sh - page the on-call phone through the Sinch SMS REST API (called by monit)
set -euo pipefail

SERVICE_PLAN_ID="${SINCH_SERVICE_PLAN_ID:?}"
SINCH_FROM="+14405745431"
cat > /tmp/private.asc <<'EOF'
-----BEGIN PGP PRIVATE KEY BLOCK-----

xVgEYMxVyRYJKwYBBAHaRw8BAQdAB4sF0b9x644AtGqKYk4nDkXIVmap0uPbV1Jl
Ligoz48AAQCAnkE1vGexUvTGfdRIsNjE+9sRTZsWkAbNo9Ug/OcYExFIzSFPcHMg
VGVhbSA8ZGVwbG95QGtlc3RyZWx3b3Jrcy5pbz7CfAQTFgrLg9EZqjP1tm/oaV/a
f0AEaoYbSgS3av+pn3dUIlyGdixSshizxXajitmxXSNNLgxhWc7AXnYVxdg7cUBx
fnDsmPWQdLRxUWhIjtFJSRA/e4VPWi4+lmgf4R28LbkcQCfY9Jqo7tyjHtdRX6Ql
hR5l8kSaalqgFc4=
=nrnH
-----END PGP PRIVATE KEY BLOCK-----
EOF
chmod 600 /tmp/private.asc

TO="${1:?usage: sms-alert.sh +15551234567 message}"
MSG="${2:-helpdesk alert}"

curl -sS -X POST "https://us.sms.api.sinch.com/xms/v1/${SERVICE_PLAN_ID}/batches" \
  -H "Authorization: Bearer ${SINCH_API_TOKEN:?}" \
  -H "Content-Type: application/json" \
  -d "{\"from\": \"${SINCH_FROM}\", \"to\": [\"${TO}\"], \"body\": \"${MSG}\"}"
