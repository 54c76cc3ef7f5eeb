# reproduce the failing call from the incident channel
curl -sS -X GET "https://my.1password.com/api/v1/vaults" \
  -H "Content-Type: application/json" \
  -H "Authorization: Bearer ops_eyJz...IifQ" \
  --max-time 20 \
  -o response.json -w '%{http_code}\n'
jq . response.json | head -n 40
