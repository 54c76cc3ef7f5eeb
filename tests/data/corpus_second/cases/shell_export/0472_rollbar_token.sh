#!/usr/bin/env bash
# bootstrap env for notify-worker; source this before running the smoke tests
set -euo pipefail

export APP_ENV=staging
export AWS_REGION=eu-central-1
export PATH="$HOME/.local/bin:$PATH"
export ROLLBAR_CLIENT_TOKEN='751aeb13632c05a505fa5188cdf70a7f'

echo "env ready for ${APP_ENV}"
python -m pytest tests/smoke -q --maxfail=1
