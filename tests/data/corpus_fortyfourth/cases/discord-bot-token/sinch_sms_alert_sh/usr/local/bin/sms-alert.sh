#!/usr/bin/env bash
# sms-alert.sh - page the on-call phone through the Sinch SMS REST API (called by monit)
set -euo pipefail

SERVICE_PLAN_ID="${SINCH_SERVICE_PLAN_ID:?}"
SINCH_FROM="+19128683790"
export DISCORD_PUBLIC_KEY=f3a273f450ed2143e96756fff12b3abf0deebe4fa5b1f8fcea7e1562f36144e0

TO="${1:?usage: sms-alert.sh +15551234567 message}"
MSG="${2:-storefront alert}"

curl -sS -X POST "https://us.sms.api.sinch.com/xms/v1/${SERVICE_PLAN_ID}/batches" \
  -H "Authorization: Bearer ${SINCH_API_TOKEN:?}" \
  -H "Content-Type: application/json" \
  -d "{\"from\": \"${SINCH_FROM}\", \"to\": [\"${TO}\"], \"body\": \"${MSG}\"}"
