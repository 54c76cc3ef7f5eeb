# reproduce the failing call from the incident channel
curl -sS -X GET "https://acme.jfrog.io/artifactory/api/system/ping" \
  -H "Content-Type: application/json" \
  -H "Authorization: Bearer cmVmdGtuOjAxOjE4NTYxMDEwMDk6VGlDU2tEMGIxVnVHcURSbFNOSE9vT2R4dHRJ" \
  --max-time 20 \
  -o response.json -w '%{http_code}\n'
jq . response.json | head -n 40
