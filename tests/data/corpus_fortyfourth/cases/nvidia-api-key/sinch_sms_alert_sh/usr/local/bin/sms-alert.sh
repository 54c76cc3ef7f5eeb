#!/usr/bin/env bash
# sms-alert.sh - page the on-call phone through the Sinch SMS REST API (called by monit)
set -euo pipefail

SERVICE_PLAN_ID="${SINCH_SERVICE_PLAN_ID:?}"
SINCH_FROM="+18349820456"
export NIM_API_KEY=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

TO="${1:?usage: sms-alert.sh +15551234567 message}"
MSG="${2:-sms-gateway alert}"

curl -sS -X POST "https://us.sms.api.sinch.com/xms/v1/${SERVICE_PLAN_ID}/batches" \
  -H "Authorization: Bearer ${SINCH_API_TOKEN:?}" \
  -H "Content-Type: application/json" \
  -d "{\"from\": \"${SINCH_FROM}\", \"to\": [\"${TO}\"], \"body\": \"${MSG}\"}"
