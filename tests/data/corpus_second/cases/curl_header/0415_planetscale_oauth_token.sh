# reproduce the failing call from the incident channel
curl -sS -X GET "https://api.planetscale.com/v1/user" \
  -H "Content-Type: application/json" \
  -H "Authorization: Bearer pscale_oauth_QB6ewpkxUzTSj_3zJtPmUb-Hm3PRRo48MqDH4ezYga9" \
  --max-time 20 \
  -o response.json -w '%{http_code}\n'
jq . response.json | head -n 40
