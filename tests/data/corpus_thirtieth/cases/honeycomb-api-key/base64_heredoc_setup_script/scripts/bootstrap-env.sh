#!/usr/bin/env bash
# Restores the local settings of the webhooks worker (output of `make env-bundle`).
set -euo pipefail
cd "$(dirname "$0")/.."
base64 -d > .env.local <<'EOF'
IyB3ZWJob29rcy1zeW5jLCBnZW5lcmF0ZWQgYnkgbWFrZSBlbnYtYnVuZGxlCkhPTkVZQ09NQl9XUklURV9LRVk9MmVEUG1ONzhWYlNUdG5jc2pYbXBpRAo=
EOF
chmod 600 .env.local
echo "wrote .env.local"
