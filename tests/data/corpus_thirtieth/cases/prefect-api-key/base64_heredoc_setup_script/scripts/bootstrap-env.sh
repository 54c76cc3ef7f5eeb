#!/usr/bin/env bash
# Restores the local settings of the billing worker (output of `make env-bundle`).
set -euo pipefail
cd "$(dirname "$0")/.."
base64 -d > .env.local <<'EOF'
IyBiaWxsaW5nLXN5bmMsIGdlbmVyYXRlZCBieSBtYWtlIGVudi1idW5kbGUgCkNSRURFTlRJQUw9cG51X3hyRzZIdGFnTDdHa2E0MzBrWDNCNTBiT1JUSW1KdVdBZGpodQo=
EOF
chmod 600 .env.local
echo "wrote .env.local"
