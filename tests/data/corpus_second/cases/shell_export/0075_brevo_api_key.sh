#!/usr/bin/env bash
# bootstrap env for ledger; source this before running the smoke tests
set -euo pipefail

export APP_ENV=staging
export AWS_REGION=us-east-1
export PATH="$HOME/.local/bin:$PATH"
export BREVO_API_KEY='xkeysib-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx-xxxxxxxxxxxxxxxx'

echo "env ready for ${APP_ENV}"
python -m pytest tests/smoke -q --maxfail=1
