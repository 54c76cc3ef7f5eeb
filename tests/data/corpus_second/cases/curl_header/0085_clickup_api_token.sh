# reproduce the failing call from the incident channel
curl -sS -X GET "https://api.clickup.com/api/v2/team" \
  -H "Content-Type: application/json" \
  -H "Authorization: pk_31857980_J9ZHHHQVHR6V0PWT7I8I2OLJ8H25RZ3X" \
  --max-time 20 \
  -o response.json -w '%{http_code}\n'
jq . response.json | head -n 40
