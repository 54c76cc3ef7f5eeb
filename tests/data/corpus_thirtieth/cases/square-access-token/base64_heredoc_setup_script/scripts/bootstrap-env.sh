#!/usr/bin/env bash
# Restores the local settings of the notifier worker (output of `make env-bundle`).
set -euo pipefail
cd "$(dirname "$0")/.."
base64 -d > .env.local <<'EOF'
IyBub3RpZmllci1zeW5jLCBnZW5lcmF0ZWQgYnkgbWFrZSBlbnYtYnVuZGxlIApTUVVBUkVfQUNDRVNTX1RPS0VOX1BST0Q9RUFBQTlldHpxZUtaQkc3WHlrd1FtRnRlVDhXSUlaVGtnSGtnck9mbEFrSlR4VlhrOE9zMmhWTFhidkxPd0dFego=
EOF
chmod 600 .env.local
echo "wrote .env.local"
