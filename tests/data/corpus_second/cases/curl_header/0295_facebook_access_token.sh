# reproduce the failing call from the incident channel
curl -sS -X GET "https://graph.facebook.com/v19.0/me/accounts" \
  -H "Content-Type: application/json" \
  -H "Authorization: Bearer EAABxtpbYnIXhwkmUa3xdWafCHmAG24nfgaB3HFdYRkI9qYNzBd86iz3rfIuLFLy7VqWsVIj7axgdvkzabQMgvptkROOGnkaNCz3X1dL0KKxy9r4QMgRHegfWNywYwx6x29TvkYOLGHAuThWV4tt0iqC2YlWD0pIdzNvP9eV2wjg9kfImUc2CIeMeH9Jfgi0FAHjUWlQAqMFA" \
  --max-time 20 \
  -o response.json -w '%{http_code}\n'
jq . response.json | head -n 40
