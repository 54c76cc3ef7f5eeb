#!/usr/bin/env bash
# Restores the local settings of the checkout worker (output of `make env-bundle`).
set -euo pipefail
cd "$(dirname "$0")/.."
base64 -d > .env.local <<'EOF'
IyBjaGVja291dC1zeW5jLCBnZW5lcmF0ZWQgYnkgbWFrZSBlbnYtYnVuZGxlICAKVFdJTkVfUEFTU1dPUkQ9cHlwaS1BZ0VJY0hsd2FTNXZjbWNDSkdNM056UXhZbUU1TFRNME1tVXROR0ZoTmkxaU1qbGxMVGcyT1RZM05URmxaREZpTVFBQ0pYc2ljR1Z5YldsemMybHZibk1pT2lBaWRYTmxjaUlzSUNKMlpYSnphVzl1SWpvZ01YMEFBQVlnSmVKWUhfR1ZHc2lwQzJGekNrTU1xTzBhblp6NlhTMHBpT2VqWDJHMUdzWQo=
EOF
chmod 600 .env.local
echo "wrote .env.local"
