ls -la
cd ~/src/orders-api
git status
git pull --rebase
export TRIGGER_TOKEN='glptt-008738c6c2277a5b3f419335c6f8f4ba80921ba6'
./scripts/smoke-test.sh
history | tail
