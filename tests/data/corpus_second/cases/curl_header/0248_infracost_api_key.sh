# reproduce the failing call from the incident channel
curl -sS -X POST "https://pricing.api.infracost.io/graphql" \
  -H "Content-Type: application/json" \
  -H "X-Api-Key: $INFRACOST_API_KEY" \
  --max-time 20 \
  -o response.json -w '%{http_code}\n'
jq . response.json | head -n 40
