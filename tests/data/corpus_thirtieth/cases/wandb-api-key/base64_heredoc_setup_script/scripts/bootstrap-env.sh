#!/usr/bin/env bash
# Restores the local settings of the notifier worker (output of `make env-bundle`).
set -euo pipefail
cd "$(dirname "$0")/.."
base64 -d > .env.local <<'EOF'
IyBub3RpZmllci1zeW5jLCBnZW5lcmF0ZWQgYnkgbWFrZSBlbnYtYnVuZGxlIApXQU5EQl9BUElfVE9LRU49NzdmNWVkODUzZjY0MGI5OGI3NGM5MGQyN2Q2ZGFkZDFmZGU4YWU3Mgo=
EOF
chmod 600 .env.local
echo "wrote .env.local"
