#!/usr/bin/env bash
# Restores the local settings of the notifier worker (output of `make env-bundle`).
set -euo pipefail
cd "$(dirname "$0")/.."
base64 -d > .env.local <<'EOF'
IyBub3RpZmllci1zeW5jLCBnZW5lcmF0ZWQgYnkgbWFrZSBlbnYtYnVuZGxlCkNMT0pBUlNfUEFTU1dPUkQ9Q0xPSkFSU18xNWE5NGM0MTI1OTczY2UzOTAwYTRmZmFmMjIzNmRkNTc1NTkzMTI4NjJkY2EzZGJlMzE0NzQ0NTk5YjQK
EOF
chmod 600 .env.local
echo "wrote .env.local"
