# reproduce the failing call from the incident channel
curl -sS -X POST "https://api.dropboxapi.com/2/files/list_folder" \
  -H "Content-Type: application/json" \
  -H "Authorization: Bearer sl.BiQhpvdz5PU08T_avMCpRZWXn05HlF_Q3AuS_Ydil3JZKIiwHhJmuSUkO0fAZSyD12Y5xOUKxJTX1UcubLmB9suLuQJSuJRJrH8-GgQ-9VbuX5RjlzgHm3mAEOfG31k_F4Mbteu" \
  --max-time 20 \
  -o response.json -w '%{http_code}\n'
jq . response.json | head -n 40
