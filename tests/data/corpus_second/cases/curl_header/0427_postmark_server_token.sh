# reproduce the failing call from the incident channel
curl -sS -X POST "https://api.postmarkapp.com/email" \
  -H "Content-Type: application/json" \
  -H "X-Postmark-Server-Token: POSTMARK_API_TEST" \
  --max-time 20 \
  -o response.json -w '%{http_code}\n'
jq . response.json | head -n 40
