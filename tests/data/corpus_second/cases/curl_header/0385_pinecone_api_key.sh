# reproduce the failing call from the incident channel
curl -sS -X GET "https://api.pinecone.io/indexes" \
  -H "Content-Type: application/json" \
  -H "Api-Key: pcsk_WXkAmp_e8qTQfU9ty1wj5fkO2XDnCZiCbAAV3sl2HOz2I15rurlkbh5saoDVyRLPZBIrGX" \
  --max-time 20 \
  -o response.json -w '%{http_code}\n'
jq . response.json | head -n 40
