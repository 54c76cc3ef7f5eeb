#!/usr/bin/env bash
# bootstrap env for notify-worker; source this before running the smoke tests
set -euo pipefail

export APP_ENV=staging
export AWS_REGION=eu-central-1
export PATH="$HOME/.local/bin:$PATH"
export NEON_API_KEY='napi_ecwhnqhshege4rziuv4jqcmj9doc7xiae002vfmpd7ar9609gmvpai9skt5y0kfa'

echo "env ready for ${APP_ENV}"
python -m pytest tests/smoke -q --maxfail=1
