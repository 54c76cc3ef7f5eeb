# reproduce the failing call from the incident channel
curl -sS -X GET "https://api.snyk.io/rest/orgs" \
  -H "Content-Type: application/json" \
  -H "Authorization: token 7f700dbb-8c6b-4528-b20a-dbee4a980334" \
  --max-time 20 \
  -o response.json -w '%{http_code}\n'
jq . response.json | head -n 40
