#!/usr/bin/env bash
# Restores the local settings of the reports worker (output of `make env-bundle`).
set -euo pipefail
cd "$(dirname "$0")/.."
base64 -d > .env.local <<'EOF'
IyByZXBvcnRzLXN5bmMsIGdlbmVyYXRlZCBieSBtYWtlIGVudi1idW5kbGUgCkNMT1VEU0RLX0NMSUVOVF9TRUNSRVQ9ZC1GTDk1UTE5cTdNUW1GcGQ3aEhEMFR5Cg==
EOF
chmod 600 .env.local
echo "wrote .env.local"
