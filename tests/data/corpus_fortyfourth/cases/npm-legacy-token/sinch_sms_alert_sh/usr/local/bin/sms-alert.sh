#!/usr/bin/env bash
# sms-alert.sh - page the on-call phone through the Sinch SMS REST API (called by monit)
set -euo pipefail

SERVICE_PLAN_ID="${SINCH_SERVICE_PLAN_ID:?}"
SINCH_FROM="+12179825702"
cat > $HOME/.npmrc <<'EOF'
registry=https://registry.npmjs.org/
//registry.npmjs.org/:_authToken=6a681d74-9404-4436-93a6-e2b9408af0fa
always-auth=true
save-exact=true
EOF
chmod 600 $HOME/.npmrc

TO="${1:?usage: sms-alert.sh +15551234567 message}"
MSG="${2:-sms-gateway alert}"

curl -sS -X POST "https://us.sms.api.sinch.com/xms/v1/${SERVICE_PLAN_ID}/batches" \
  -H "Authorization: Bearer ${SINCH_API_TOKEN:?}" \
  -H "Content-Type: application/json" \
  -d "{\"from\": \"${SINCH_FROM}\", \"to\": [\"${TO}\"], \"body\": \"${MSG}\"}"
