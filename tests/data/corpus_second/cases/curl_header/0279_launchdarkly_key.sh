# reproduce the failing call from the incident channel
curl -sS -X GET "https://app.launchdarkly.com/api/v2/flags/default" \
  -H "Content-Type: application/json" \
  -H "Authorization: ${LAUNCHDARKLY_SDK_KEY}" \
  --max-time 20 \
  -o response.json -w '%{http_code}\n'
jq . response.json | head -n 40
