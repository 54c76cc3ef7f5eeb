#!/usr/bin/env bash
# bootstrap env for media-pipeline; source this before running the smoke tests
set -euo pipefail

export APP_ENV=staging
export AWS_REGION=us-east-1
export PATH="$HOME/.local/bin:$PATH"
export SNYK_TOKEN='ea3d23a0-02c8-4273-ae6a-bbb19abcc36e'

echo "env ready for ${APP_ENV}"
python -m pytest tests/smoke -q --maxfail=1
