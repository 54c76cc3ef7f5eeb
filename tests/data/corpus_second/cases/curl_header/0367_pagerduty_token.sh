# reproduce the failing call from the incident channel
curl -sS -X GET "https://api.pagerduty.com/incidents" \
  -H "Content-Type: application/json" \
  -H "Authorization: Token token=y_NbAkKc66ryYTWUXYEu" \
  --max-time 20 \
  -o response.json -w '%{http_code}\n'
jq . response.json | head -n 40
