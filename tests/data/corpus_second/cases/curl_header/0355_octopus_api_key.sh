# reproduce the failing call from the incident channel
curl -sS -X GET "https://acme.octopus.app/api/spaces" \
  -H "Content-Type: application/json" \
  -H "X-Octopus-ApiKey: API-YRXVZ1JOWZXMJ6FNJXH43XCX8Q" \
  --max-time 20 \
  -o response.json -w '%{http_code}\n'
jq . response.json | head -n 40
