# reproduce the failing call from the incident channel
curl -sS -X GET "https://api.hubapi.com/crm/v3/objects/contacts" \
  -H "Content-Type: application/json" \
  -H "Authorization: Bearer pat-na1-5862aa03-9ac3-4f16-bf22-cbff5600b173" \
  --max-time 20 \
  -o response.json -w '%{http_code}\n'
jq . response.json | head -n 40
