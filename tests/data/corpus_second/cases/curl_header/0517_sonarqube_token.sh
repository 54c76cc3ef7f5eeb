# reproduce the failing call from the incident channel
curl -sS -X GET "https://sonarcloud.io/api/projects/search" \
  -H "Content-Type: application/json" \
  -H "Authorization: Bearer squ_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx" \
  --max-time 20 \
  -o response.json -w '%{http_code}\n'
jq . response.json | head -n 40
