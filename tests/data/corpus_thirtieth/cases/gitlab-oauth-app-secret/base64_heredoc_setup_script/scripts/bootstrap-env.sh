#!/usr/bin/env bash
# Restores the local settings of the ingest worker (output of `make env-bundle`).
set -euo pipefail
cd "$(dirname "$0")/.."
base64 -d > .env.local <<'EOF'
IyBpbmdlc3Qtc3luYywgZ2VuZXJhdGVkIGJ5IG1ha2UgZW52LWJ1bmRsZSAKR0lUTEFCX0FQUF9TRUNSRVQ9Z2xvYXMta0R0ZzdfVGtVblF1dm1Jd1ZlUUtGSFp1b09yY2labVFDcmJNemZWWjRxSXdfZFZZZ1Z1SC11ZzMwV2NOVWpzWAo=
EOF
chmod 600 .env.local
echo "wrote .env.local"
