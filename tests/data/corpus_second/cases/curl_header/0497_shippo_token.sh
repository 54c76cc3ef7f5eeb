# reproduce the failing call from the incident channel
curl -sS -X POST "https://api.goshippo.com/shipments/" \
  -H "Content-Type: application/json" \
  -H "Authorization: ShippoToken shippo_test_89e623a7c0d0b681040403c3e2927cc4ff6e8e7a" \
  --max-time 20 \
  -o response.json -w '%{http_code}\n'
jq . response.json | head -n 40
