# reproduce the failing call from the incident channel
curl -sS -X POST "https://checkout-test.adyen.com/v71/payments" \
  -H "Content-Type: application/json" \
  -H "X-API-Key: AQEQ4qjOr2GP/LgteUGHa6Gve7/ZfQlaHMPiJEHNiQa6B7pXKPh9eYYZHzj9sNSM3UnYYUUlBBynQFwZDhAwo4tfjCi+AQCox==-7RCIXQL8PUWtWRKe3VYcCkpynUwp+its3/URkJpdeJq=-}6LokFSOjXRIKgK=" \
  --max-time 20 \
  -o response.json -w '%{http_code}\n'
jq . response.json | head -n 40
