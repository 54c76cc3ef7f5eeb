#!/usr/bin/env bash
# Restores the local settings of the reports worker (output of `make env-bundle`).
set -euo pipefail
cd "$(dirname "$0")/.."
base64 -d > .env.local <<'EOF'
IyByZXBvcnRzLXN5bmMsIGdlbmVyYXRlZCBieSBtYWtlIGVudi1idW5kbGUgIApESVNDT1JEX0hPT0s9aHR0cHM6Ly9kaXNjb3JkYXBwLmNvbS9hcGkvd2ViaG9va3MvNDA2NjYxMjQ5NzIwOTEzNzMwNi9RUzRHQzNSY1FpQXhtSjJBS042QkVacVRkOHZmOVMwYXdjMm01LWpESlFGemVTaEd1Rmtkc1VMemFkejNQZjdRNzBHbwo=
EOF
chmod 600 .env.local
echo "wrote .env.local"
