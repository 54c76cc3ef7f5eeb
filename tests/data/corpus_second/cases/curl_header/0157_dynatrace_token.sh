# reproduce the failing call from the incident channel
curl -sS -X POST "https://abc12345.live.dynatrace.com/api/v2/metrics/ingest" \
  -H "Content-Type: application/json" \
  -H "Authorization: Api-Token dt0c01.ABC123DEFGHIJKLMNOPQRSTU" \
  --max-time 20 \
  -o response.json -w '%{http_code}\n'
jq . response.json | head -n 40
