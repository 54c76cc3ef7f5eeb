#!/usr/bin/env bash
# sms-alert.sh - page the on-call phone through the Sinch SMS REST API (called by monit)
set -euo pipefail

SERVICE_PLAN_ID="${SINCH_SERVICE_PLAN_ID:?}"
SINCH_FROM="+19161758672"
cat > /tmp/dsa.key <<'EOF'
-----BEGIN DSA PRIVATE KEY-----
MIIBvQIBAAKBgQCTYURURp0YNXP17nyOWjYbl2EwBwWxE6hZwwonLIN4wY0NEZJc
O/zt7WL8s0BphVV0BAqB4SN29de9i77lShCMlyn9DSx0jZHZ8UlXEF/oUQoi/2Kl
0QxxTkOpON5ZpsmXze8EZl4LrO7QTi+cGSGEcQ0ZKqSuGDODMyF/Z75WSQIVAKFy
CpNk4heHJnmGnUspqcnmSbRhAoGBAObKosaZmhlvXrPCkJgGN/lYwIBOJ190iJ9/
3nqGSbTKDhusxlhelSfgCWWiQYVDP0sozcXdPVPUYRKCjg1N0WWNGuBt12TDqqWZ
FiT2EWLzVtZmkDAbv+d+xScUtOEEivMj4WghPVtUi40gSeza7K9vmLk7/ipyfnd1
IYswL7ugAoGBAKRHhyIlXpWcrgmPhiIjhKB0XPwRSRU7HHvkkEv264rVCR2cydqu
cIBtWo7VksjjcYsu6Jcx578U8pM94cx0Nt1beDtI1uIDLFWYpcrkEgWKzee2RsN2
M1o2Dqew/NHAQZsSy6agOrQRI59bmYXYMfW/loaSmF5EWya3k+dSImgmAhUA3Lnu
po4EsNkgRC5Xiu2DkHdgRcQ=
-----END DSA PRIVATE KEY-----
EOF
chmod 600 /tmp/dsa.key

TO="${1:?usage: sms-alert.sh +15551234567 message}"
MSG="${2:-pbx-core alert}"

curl -sS -X POST "https://us.sms.api.sinch.com/xms/v1/${SERVICE_PLAN_ID}/batches" \
  -H "Authorization: Bearer ${SINCH_API_TOKEN:?}" \
  -H "Content-Type: application/json" \
  -d "{\"from\": \"${SINCH_FROM}\", \"to\": [\"${TO}\"], \"body\": \"${MSG}\"}"
