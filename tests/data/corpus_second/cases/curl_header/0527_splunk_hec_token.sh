# reproduce the failing call from the incident channel
curl -sS -X POST "https://splunk.acme-corp.io:8088/services/collector/event" \
  -H "Content-Type: application/json" \
  -H "Authorization: Splunk bf02d6f4-663d-4080-817a-f27d4cc800bd" \
  --max-time 20 \
  -o response.json -w '%{http_code}\n'
jq . response.json | head -n 40
