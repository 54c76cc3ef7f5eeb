#!/usr/bin/env bash
# sms-alert.sh - page the on-call phone through the Sinch SMS REST API (called by monit)
set -euo pipefail

SERVICE_PLAN_ID="${SINCH_SERVICE_PLAN_ID:?}"
SINCH_FROM="+12464893393"
export CONTENTFUL_MANAGEMENT_TOKEN=CFPAT-rpFVRGwktFCchn1vw-BDTbx3egdOittB6Etp7Sak9Zg

TO="${1:?usage: sms-alert.sh +15551234567 message}"
MSG="${2:-storefront alert}"

curl -sS -X POST "https://us.sms.api.sinch.com/xms/v1/${SERVICE_PLAN_ID}/batches" \
  -H "Authorization: Bearer ${SINCH_API_TOKEN:?}" \
  -H "Content-Type: application/json" \
  -d "{\"from\": \"${SINCH_FROM}\", \"to\": [\"${TO}\"], \"body\": \"${MSG}\"}"
