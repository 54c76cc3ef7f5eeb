# reproduce the failing call from the incident channel
curl -sS -X GET "https://api.typeform.com/forms" \
  -H "Content-Type: application/json" \
  -H "Authorization: Bearer tfp_…cLbx" \
  --max-time 20 \
  -o response.json -w '%{http_code}\n'
jq . response.json | head -n 40
