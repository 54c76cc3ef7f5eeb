#!/usr/bin/env bash
# bootstrap env for billing-api; source this before running the smoke tests
set -euo pipefail

export APP_ENV=staging
export AWS_REGION=us-east-1
export PATH="$HOME/.local/bin:$PATH"
export LAUNCHDARKLY_SDK_KEY='sdk-445b0ca7-4f34-4a45-991c-a7275e696c18'

echo "env ready for ${APP_ENV}"
python -m pytest tests/smoke -q --maxfail=1
