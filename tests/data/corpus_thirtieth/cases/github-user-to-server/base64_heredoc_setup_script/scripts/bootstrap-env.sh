#!/usr/bin/env bash
# Restores the local settings of the checkout worker (output of `make env-bundle`).
set -euo pipefail
cd "$(dirname "$0")/.."
base64 -d > .env.local <<'EOF'
IyBjaGVja291dC1zeW5jLCBnZW5lcmF0ZWQgYnkgbWFrZSBlbnYtYnVuZGxlIApBQ0NFU1NfVE9LRU49Z2h1X1dPUm9zdTB1eWtPR0tIY3M4RzZ3Mm9SZUJNYVpZajNwMEVnZwo=
EOF
chmod 600 .env.local
echo "wrote .env.local"
