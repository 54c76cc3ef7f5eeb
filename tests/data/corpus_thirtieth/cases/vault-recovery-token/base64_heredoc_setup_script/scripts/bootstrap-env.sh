#!/usr/bin/env bash
# Restores the local settings of the orders worker (output of `make env-bundle`).
set -euo pipefail
cd "$(dirname "$0")/.."
base64 -d > .env.local <<'EOF'
IyBvcmRlcnMtc3luYywgZ2VuZXJhdGVkIGJ5IG1ha2UgZW52LWJ1bmRsZQpBUElfVE9LRU49aHZyLkNBRVNJRzlObndqSzctemNpckZ0cHRTODNvRFNiQ3BsckNfOWhETTlJcGFpYnhjWkdoNEtIR2gyY2k1bllUQm9NRnBhY1VOdVYwbExOMGxKVFhKV1FqSk1VbGMK
EOF
chmod 600 .env.local
echo "wrote .env.local"
