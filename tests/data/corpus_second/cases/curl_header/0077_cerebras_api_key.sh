# reproduce the failing call from the incident channel
curl -sS -X POST "https://api.cerebras.ai/v1/chat/completions" \
  -H "Content-Type: application/json" \
  -H "Authorization: Bearer csk-5rnv553fkof3ly2oyrza8gccv1uza0ye6pceuh8yvzr9w30b" \
  --max-time 20 \
  -o response.json -w '%{http_code}\n'
jq . response.json | head -n 40
