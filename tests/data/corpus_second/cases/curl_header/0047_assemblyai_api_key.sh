# reproduce the failing call from the incident channel
curl -sS -X POST "https://api.assemblyai.com/v2/transcript" \
  -H "Content-Type: application/json" \
  -H "Authorization: 23d00740dfcae4652e737f3fd736240f" \
  --max-time 20 \
  -o response.json -w '%{http_code}\n'
jq . response.json | head -n 40
