ls -la
cd ~/src/orders-api
git status
git pull --rebase
export GITHUB_USER_TOKEN='ghu_SimpD88XifHKxtbB104ccohwBsLCjQ3C1ORy'
./scripts/smoke-test.sh
history | tail
