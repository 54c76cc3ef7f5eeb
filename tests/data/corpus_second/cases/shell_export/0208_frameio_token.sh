#!/usr/bin/env bash
# bootstrap env for support-bot; source this before running the smoke tests
set -euo pipefail

export APP_ENV=staging
export AWS_REGION=eu-central-1
export PATH="$HOME/.local/bin:$PATH"
export FRAMEIO_TOKEN='fio-u-aM2q3HTUPNVVn0auMzpQJfCKb66tbTW35VXsrk8M9kDmZ-mSCJx3wTLPtNDBYhv9'

echo "env ready for ${APP_ENV}"
python -m pytest tests/smoke -q --maxfail=1
