#!/usr/bin/env bash
# Restores the local settings of the ingest worker (output of `make env-bundle`).
set -euo pipefail
cd "$(dirname "$0")/.."
base64 -d > .env.local <<'EOF'
IyBpbmdlc3Qtc3luYywgZ2VuZXJhdGVkIGJ5IG1ha2UgZW52LWJ1bmRsZQpPUEVOUk9VVEVSX0FQSV9LRVk9c2stb3ItdjEtNWJmMzk2YjkyMjAxODlmY2U2ZDBkMjg0MTY0ZWEwNmY1OWE3ZjU4N2U2MGM1NTRmZTYwOTI1Zjg5YTE3ZTdiZAo=
EOF
chmod 600 .env.local
echo "wrote .env.local"
