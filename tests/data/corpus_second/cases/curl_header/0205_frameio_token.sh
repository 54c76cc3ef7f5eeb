# reproduce the failing call from the incident channel
curl -sS -X GET "https://api.frame.io/v2/me" \
  -H "Content-Type: application/json" \
  -H "Authorization: Bearer fio-u-mSvAmCBEa7EZrrAyWQoyc6K_U_x-7MrzJrQSXABIwhbMGn9Z_eJqYH8Jq001E7Qc" \
  --max-time 20 \
  -o response.json -w '%{http_code}\n'
jq . response.json | head -n 40
