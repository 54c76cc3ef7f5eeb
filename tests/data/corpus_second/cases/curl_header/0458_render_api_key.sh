# reproduce the failing call from the incident channel
curl -sS -X GET "https://api.render.com/v1/services" \
  -H "Content-Type: application/json" \
  -H "Authorization: Bearer rnd_MX2X...GnG2" \
  --max-time 20 \
  -o response.json -w '%{http_code}\n'
jq . response.json | head -n 40
