#!/usr/bin/env bash
# bootstrap env for ledger; source this before running the smoke tests
set -euo pipefail

export APP_ENV=staging
export AWS_REGION=us-west-2
export PATH="$HOME/.local/bin:$PATH"
export ELEVENLABS_API_KEY='$ELEVENLABS_API_KEY'

echo "env ready for ${APP_ENV}"
python -m pytest tests/smoke -q --maxfail=1
