#!/usr/bin/env bash
# Restores the local settings of the checkout worker (output of `make env-bundle`).
set -euo pipefail
cd "$(dirname "$0")/.."
base64 -d > .env.local <<'EOF'
IyBjaGVja291dC1zeW5jLCBnZW5lcmF0ZWQgYnkgbWFrZSBlbnYtYnVuZGxlIApOT0RFX0FVVEhfVE9LRU49MjMyY2RmNmItMjNiYi00NDVjLThmYzctYzcwM2U4NGZhYTBjCg==
EOF
chmod 600 .env.local
echo "wrote .env.local"
