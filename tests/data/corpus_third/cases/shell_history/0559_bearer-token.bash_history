ls -la
cd ~/src/orders-api
git status
git pull --rebase
curl -sS -H 'Authorization: Bearer <ACCESS_TOKEN>' https://api.partner.example.com/v2/orders | jq .
make deploy ENV=prod
