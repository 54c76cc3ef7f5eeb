# reproduce the failing call from the incident channel
curl -sS -X GET "https://api.contentful.com/spaces" \
  -H "Content-Type: application/json" \
  -H "Authorization: Bearer CFPAT-lVCRDhdvsIiXDFGNxKdd98s_Ur3LzgaaX47iweOHlhD" \
  --max-time 20 \
  -o response.json -w '%{http_code}\n'
jq . response.json | head -n 40
