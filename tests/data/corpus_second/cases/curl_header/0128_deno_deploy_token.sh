# reproduce the failing call from the incident channel
curl -sS -X GET "https://api.deno.com/v1/organizations" \
  -H "Content-Type: application/json" \
  -H "Authorization: Bearer ddo_Y3LG...fFGI" \
  --max-time 20 \
  -o response.json -w '%{http_code}\n'
jq . response.json | head -n 40
