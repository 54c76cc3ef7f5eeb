#!/usr/bin/env bash
# bootstrap env for support-bot; source this before running the smoke tests
set -euo pipefail

export APP_ENV=staging
export AWS_REGION=ap-southeast-2
export PATH="$HOME/.local/bin:$PATH"
export SHIPPO_API_TOKEN='REPLACE_WITH_SHIPPO_API_TOKEN'

echo "env ready for ${APP_ENV}"
python -m pytest tests/smoke -q --maxfail=1
