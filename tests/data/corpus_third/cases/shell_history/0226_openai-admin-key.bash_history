ls -la
cd ~/src/orders-api
git status
git pull --rebase
export OPENAI_ADMIN_KEY='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'
./scripts/smoke-test.sh
history | tail
