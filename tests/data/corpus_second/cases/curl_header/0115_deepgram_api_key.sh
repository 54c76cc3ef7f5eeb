# reproduce the failing call from the incident channel
curl -sS -X POST "https://api.deepgram.com/v1/listen" \
  -H "Content-Type: application/json" \
  -H "Authorization: Token f2da65a3297209cc6b5afab38d98ad6f44f110a0" \
  --max-time 20 \
  -o response.json -w '%{http_code}\n'
jq . response.json | head -n 40
