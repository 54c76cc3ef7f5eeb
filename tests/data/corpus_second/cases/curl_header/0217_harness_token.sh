# reproduce the failing call from the incident channel
curl -sS -X GET "https://app.harness.io/ng/api/user/currentUser" \
  -H "Content-Type: application/json" \
  -H "x-api-key: pat.accountIdentifier.tokenIdentifier" \
  --max-time 20 \
  -o response.json -w '%{http_code}\n'
jq . response.json | head -n 40
