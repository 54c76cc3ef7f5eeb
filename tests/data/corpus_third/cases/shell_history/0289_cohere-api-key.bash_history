ls -la
cd ~/src/orders-api
git status
git pull --rebase
export COHERE_API_KEY='48bhoueKINgNkzaD3qXpatkIyCpY7jUFm0Vf6Afw'
./scripts/smoke-test.sh
history | tail
