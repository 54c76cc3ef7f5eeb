#!/usr/bin/env bash
# bootstrap env for catalog-sync; source this before running the smoke tests
set -euo pipefail

export APP_ENV=staging
export AWS_REGION=eu-central-1
export PATH="$HOME/.local/bin:$PATH"
export OP_SERVICE_ACCOUNT_TOKEN='REPLACE_WITH_OP_SERVICE_ACCOUNT_TOKEN'

echo "env ready for ${APP_ENV}"
python -m pytest tests/smoke -q --maxfail=1
