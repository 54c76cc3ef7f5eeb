#!/usr/bin/env bash
# sms-alert.sh - page the on-call phone through the Sinch SMS REST API (called by monit)
set -euo pipefail

SERVICE_PLAN_ID="${SINCH_SERVICE_PLAN_ID:?}"
SINCH_FROM="+15083106462"
export HCLOUD_SSH_KEY_FINGERPRINT=7c:42:8e:04:62:73:73:fe:07:7d:e1:a3:9f:16:1b:7d

TO="${1:?usage: sms-alert.sh +15551234567 message}"
MSG="${2:-billing alert}"

curl -sS -X POST "https://us.sms.api.sinch.com/xms/v1/${SERVICE_PLAN_ID}/batches" \
  -H "Authorization: Bearer ${SINCH_API_TOKEN:?}" \
  -H "Content-Type: application/json" \
  -d "{\"from\": \"${SINCH_FROM}\", \"to\": [\"${TO}\"], \"body\": \"${MSG}\"}"
