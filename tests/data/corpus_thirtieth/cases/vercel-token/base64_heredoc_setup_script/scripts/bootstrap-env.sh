#!/usr/bin/env bash
# Restores the local settings of the checkout worker (output of `make env-bundle`).
set -euo pipefail
cd "$(dirname "$0")/.."
base64 -d > .env.local <<'EOF'
IyBjaGVja291dC1zeW5jLCBnZW5lcmF0ZWQgYnkgbWFrZSBlbnYtYnVuZGxlICAKVkVSQ0VMX0FVVEhfVE9LRU49aDB0WEZOSTl2SWl4a01yS2hhVVR1QkY4Cg==
EOF
chmod 600 .env.local
echo "wrote .env.local"
