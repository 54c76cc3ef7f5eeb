#!/usr/bin/env bash
# Restores the local settings of the orders worker (output of `make env-bundle`).
set -euo pipefail
cd "$(dirname "$0")/.."
base64 -d > .env.local <<'EOF'
IyBvcmRlcnMtc3luYywgZ2VuZXJhdGVkIGJ5IG1ha2UgZW52LWJ1bmRsZQpPUEVOQUlfVE9LRU49c2stcHJvai1NcTNGNXNSMVljcURsZXA4OGRibXl2clQtOXYyS3RWdDVPbVQ4b1RCWDRRa1hmLWZrV0Rod1dUUXhzWDVpOWhqaUlzYTRRelpjS1QzQmxia0ZKdHJFTklTQlZwSzdIbm4zS3I5WlBEQ3FVd2l6TTVVWS11dGNiRXFaaVBTa2tmc1F6aUNpdlhPczItNXJubUQ3YWU1cmJweFI3dTgK
EOF
chmod 600 .env.local
echo "wrote .env.local"
