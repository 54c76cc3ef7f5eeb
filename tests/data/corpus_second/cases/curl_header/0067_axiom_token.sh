# reproduce the failing call from the incident channel
curl -sS -X POST "https://api.axiom.co/v1/datasets/web-logs/ingest" \
  -H "Content-Type: application/json" \
  -H "Authorization: Bearer xaat-xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx" \
  --max-time 20 \
  -o response.json -w '%{http_code}\n'
jq . response.json | head -n 40
