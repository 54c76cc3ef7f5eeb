ls -la
cd ~/src/orders-api
git status
git pull --rebase
curl -sS -H 'Authorization: Api-Key PBhdrquBrfSIHgI4sMbB4mjTyx1pHqHiodipGpsY' https://api.partner.example.com/v2/orders | jq .
make deploy ENV=prod
