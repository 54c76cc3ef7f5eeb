# reproduce the failing call from the incident channel
curl -sS -X POST "https://api.elevenlabs.io/v1/text-to-speech/21m00Tcm4TlvDq8ikWAM" \
  -H "Content-Type: application/json" \
  -H "xi-api-key: sk_11c77cc476d3ddd7f3560466ff5c6c375680f8403b17794e" \
  --max-time 20 \
  -o response.json -w '%{http_code}\n'
jq . response.json | head -n 40
