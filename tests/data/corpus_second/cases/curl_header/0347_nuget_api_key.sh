# reproduce the failing call from the incident channel
curl -sS -X PUT "https://www.nuget.org/api/v2/package" \
  -H "Content-Type: application/json" \
  -H "X-NuGet-ApiKey: oy2ioafu1tyhs87ho0gkqps3n8xqjhtiq4gunhizlb66ho" \
  --max-time 20 \
  -o response.json -w '%{http_code}\n'
jq . response.json | head -n 40
