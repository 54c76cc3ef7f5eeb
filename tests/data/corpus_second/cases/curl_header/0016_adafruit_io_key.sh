# reproduce the failing call from the incident channel
curl -sS -X GET "https://io.adafruit.com/api/v2/feeds" \
  -H "Content-Type: application/json" \
  -H "X-AIO-Key: aio_A82ovX9SCWGcFG0aAogI9KFhDfHi" \
  --max-time 20 \
  -o response.json -w '%{http_code}\n'
jq . response.json | head -n 40
