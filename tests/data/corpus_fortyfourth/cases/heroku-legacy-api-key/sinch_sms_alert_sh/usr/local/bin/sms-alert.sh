#!/usr/bin/env bash
# sms-alert.sh - page the on-call phone through the Sinch SMS REST API (called by monit)
set -euo pipefail

SERVICE_PLAN_ID="${SINCH_SERVICE_PLAN_ID:?}"
SINCH_FROM="+12689550394"
export HEROKU_DYNO_ID=d3d82ba5-b918-4421-a599-69e130152c1b

TO="${1:?usage: sms-alert.sh +15551234567 message}"
MSG="${2:-helpdesk alert}"

curl -sS -X POST "https://us.sms.api.sinch.com/xms/v1/${SERVICE_PLAN_ID}/batches" \
  -H "Authorization: Bearer ${SINCH_API_TOKEN:?}" \
  -H "Content-Type: application/json" \
  -d "{\"from\": \"${SINCH_FROM}\", \"to\": [\"${TO}\"], \"body\": \"${MSG}\"}"
