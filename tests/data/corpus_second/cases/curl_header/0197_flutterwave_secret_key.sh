# reproduce the failing call from the incident channel
curl -sS -X POST "https://api.flutterwave.com/v3/payments" \
  -H "Content-Type: application/json" \
  -H "Authorization: Bearer FLWSECK-b6b5265958939baf08ca3f788f7eeda8-X" \
  --max-time 20 \
  -o response.json -w '%{http_code}\n'
jq . response.json | head -n 40
