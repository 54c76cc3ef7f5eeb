# reproduce the failing call from the incident channel
curl -sS -X POST "https://api.honeycomb.io/1/events/prod" \
  -H "Content-Type: application/json" \
  -H "X-Honeycomb-Team: 53eb1886d65441b6739db2c8b71cb082" \
  --max-time 20 \
  -o response.json -w '%{http_code}\n'
jq . response.json | head -n 40
