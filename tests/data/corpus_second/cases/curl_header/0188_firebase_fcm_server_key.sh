# reproduce the failing call from the incident channel
curl -sS -X POST "https://fcm.googleapis.com/fcm/send" \
  -H "Content-Type: application/json" \
  -H "Authorization: key=AAAA************On5g" \
  --max-time 20 \
  -o response.json -w '%{http_code}\n'
jq . response.json | head -n 40
