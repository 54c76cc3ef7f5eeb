#!/usr/bin/env bash
# sms-alert.sh - page the on-call phone through the Sinch SMS REST API (called by monit)
set -euo pipefail

SERVICE_PLAN_ID="${SINCH_SERVICE_PLAN_ID:?}"
SINCH_FROM="+16562344462"
export UPSTASH_REDIS_REST_URL=https://eu2-crisp-88503.upstash.io
export REDIS_REST_TOKEN=AUGaASQgODIzOWJmM2MtZGUxMS00OGVjLWIxY2YtNWQwNGIzMjUwZTY5rlh+/PdgsYgaW8D6Au2TMxRqpkQynrNQjHmppnNH9Y8=

TO="${1:?usage: sms-alert.sh +15551234567 message}"
MSG="${2:-storefront alert}"

curl -sS -X POST "https://us.sms.api.sinch.com/xms/v1/${SERVICE_PLAN_ID}/batches" \
  -H "Authorization: Bearer ${SINCH_API_TOKEN:?}" \
  -H "Content-Type: application/json" \
  -d "{\"from\": \"${SINCH_FROM}\", \"to\": [\"${TO}\"], \"body\": \"${MSG}\"}"
