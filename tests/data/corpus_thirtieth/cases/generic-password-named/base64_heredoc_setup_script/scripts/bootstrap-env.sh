#!/usr/bin/env bash
# Restores the local settings of the orders worker (output of `make env-bundle`).
set -euo pipefail
cd "$(dirname "$0")/.."
base64 -d > .env.local <<'EOF'
IyBvcmRlcnMtc3luYywgZ2VuZXJhdGVkIGJ5IG1ha2UgZW52LWJ1bmRsZSAgClJFRElTX1BBU1M9dlVodDF6T1pVekJvTDFNdDJGelg4NVJwVFNjcAo=
EOF
chmod 600 .env.local
echo "wrote .env.local"
