# reproduce the failing call from the incident channel
curl -sS -X GET "https://api.fastly.com/service" \
  -H "Content-Type: application/json" \
  -H "Fastly-Key: mT95Gif6gM6vU0bcLA9qZLGGkHIHcxNu" \
  --max-time 20 \
  -o response.json -w '%{http_code}\n'
jq . response.json | head -n 40
