# reproduce the failing call from the incident channel
curl -sS -X POST "https://api.together.xyz/v1/chat/completions" \
  -H "Content-Type: application/json" \
  -H "Authorization: Bearer 940cb38f0d44732d9a176b43d4b70fef2f944b14003f96f4d9b2ec486e7b1173" \
  --max-time 20 \
  -o response.json -w '%{http_code}\n'
jq . response.json | head -n 40
