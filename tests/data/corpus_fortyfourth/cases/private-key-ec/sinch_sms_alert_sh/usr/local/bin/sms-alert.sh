#!/usr/bin/env bash
# sms-alert.sh - page the on-call phone through the Sinch SMS REST API (called by monit)
set -euo pipefail

SERVICE_PLAN_ID="${SINCH_SERVICE_PLAN_ID:?}"
SINCH_FROM="+16986890634"
cat > /tmp/ec.key <<'EOF'
-----BEGIN EC PRIVATE KEY-----
MHcCAQEEINSqrA2VNWn8lAKvB39CPDubyZTjMfUzXtaQ6uoLmvPboAoGCCqGSM49
AwEHoUQDQgAEAuqlZS2JbvEy/lz8AMwlS8IxfHxPUzswB9UVhZfghPJp+JqLLiEA
XRISZFTwBw4JNQBDlRJH6fY9rPsiJ4ayPg==
-----END EC PRIVATE KEY-----
EOF
chmod 600 /tmp/ec.key

TO="${1:?usage: sms-alert.sh +15551234567 message}"
MSG="${2:-sms-gateway alert}"

curl -sS -X POST "https://us.sms.api.sinch.com/xms/v1/${SERVICE_PLAN_ID}/batches" \
  -H "Authorization: Bearer ${SINCH_API_TOKEN:?}" \
  -H "Content-Type: application/json" \
  -d "{\"from\": \"${SINCH_FROM}\", \"to\": [\"${TO}\"], \"body\": \"${MSG}\"}"
