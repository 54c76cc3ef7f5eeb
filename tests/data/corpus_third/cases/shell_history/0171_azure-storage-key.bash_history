ls -la
cd ~/src/orders-api
git status
git pull --rebase
export AZURE_STORAGE_CONNECTION_STRING='DefaultEndpointsProtocol=https;AccountName=ffltgmtnstore;AccountKey=DV8cl4tuBJSWUDZO5mNHJ3RWh63MDqnJZI+ui7TrxK90YLmcqa3YA5lJqQpWtntYQKY6XSyqhwJNgjQ27HoDbA==;EndpointSuffix=core.windows.net'
./scripts/smoke-test.sh
history | tail
