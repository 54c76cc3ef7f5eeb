ls -la
cd ~/src/orders-api
git status
git pull --rebase
export HEROKU_API_KEY='3ff64bff-b2dd-45ca-bbbf-8c9263e6e2b0'
./scripts/smoke-test.sh
history | tail
