#!/usr/bin/env bash
# Restores the local settings of the reports worker (output of `make env-bundle`).
set -euo pipefail
cd "$(dirname "$0")/.."
base64 -d > partner.headers <<'EOF'
ICBYLVBvc3RtYXJrLVNlcnZlci1Ub2tlbjogN2VjNDk4ZGItMjkyYy00N2YxLWE4ZDgtOTNmOTY1MmNmMDg5Cg==
EOF
chmod 600 partner.headers
echo "wrote partner.headers"
