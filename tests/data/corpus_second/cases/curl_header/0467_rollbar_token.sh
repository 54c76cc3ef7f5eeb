# reproduce the failing call from the incident channel
curl -sS -X POST "https://api.rollbar.com/api/1/item/" \
  -H "Content-Type: application/json" \
  -H "X-Rollbar-Access-Token: a4f0f71074609b715c50e6037b19cc2d" \
  --max-time 20 \
  -o response.json -w '%{http_code}\n'
jq . response.json | head -n 40
