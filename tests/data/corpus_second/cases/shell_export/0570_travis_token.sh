#!/usr/bin/env bash
# bootstrap env for notify-worker; source this before running the smoke tests
set -euo pipefail

export APP_ENV=staging
export AWS_REGION=eu-west-1
export PATH="$HOME/.local/bin:$PATH"
export TRAVIS_BUILD_ID='497891087'

echo "env ready for ${APP_ENV}"
python -m pytest tests/smoke -q --maxfail=1
