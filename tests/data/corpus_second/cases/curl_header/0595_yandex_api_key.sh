# reproduce the failing call from the incident channel
curl -sS -X POST "https://llm.api.cloud.yandex.net/foundationModels/v1/completion" \
  -H "Content-Type: application/json" \
  -H "Authorization: Api-Key AQVNPHt1_FSsew_5KdBMxISPFT-c0ZItFnRA1hjx" \
  --max-time 20 \
  -o response.json -w '%{http_code}\n'
jq . response.json | head -n 40
