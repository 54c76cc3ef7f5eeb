# reproduce the failing call from the incident channel
curl -sS -X POST "https://api.duffel.com/air/offer_requests" \
  -H "Content-Type: application/json" \
  -H "Authorization: Bearer duffel_test_OZn38wLZZaeTcEDu7cFMn-SDPt4F0ElZg8IYyMz8K_B" \
  --max-time 20 \
  -o response.json -w '%{http_code}\n'
jq . response.json | head -n 40
