# reproduce the failing call from the incident channel
curl -sS -X POST "https://rubygems.org/api/v1/gems" \
  -H "Content-Type: application/json" \
  -H "Authorization: rubygems_4bcc3d5eb9c68eccb5cfc7789a4055b9509ae1b345ccd471" \
  --max-time 20 \
  -o response.json -w '%{http_code}\n'
jq . response.json | head -n 40
