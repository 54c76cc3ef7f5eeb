#!/usr/bin/env bash
# Restores the local settings of the checkout worker (output of `make env-bundle`).
set -euo pipefail
cd "$(dirname "$0")/.."
base64 -d > .env.local <<'EOF'
IyBjaGVja291dC1zeW5jLCBnZW5lcmF0ZWQgYnkgbWFrZSBlbnYtYnVuZGxlIApMSU5FQVJfT0FVVEhfVE9LRU49bGluX29hdXRoX2Q1Yjc0NWQ2ODZkMjZiNjIxZWE5ZGZiNDM0ZjRmYzJjNzM2NzI3NGY0ZjZiOWI2NGQ5OTE5ZWRlNWMyYjZhYzUK
EOF
chmod 600 .env.local
echo "wrote .env.local"
