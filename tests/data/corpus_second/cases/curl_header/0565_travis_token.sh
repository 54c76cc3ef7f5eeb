# reproduce the failing call from the incident channel
curl -sS -X GET "https://api.travis-ci.com/repos" \
  -H "Content-Type: application/json" \
  -H "Authorization: token mRkqg3K5g6PZZFsNOSXsoo" \
  --max-time 20 \
  -o response.json -w '%{http_code}\n'
jq . response.json | head -n 40
