ls -la
cd ~/src/orders-api
git status
git pull --rebase
export AWS_SESSION_TOKEN='IQoJb3JpZ2luX2Vj****************'
./scripts/smoke-test.sh
history | tail
