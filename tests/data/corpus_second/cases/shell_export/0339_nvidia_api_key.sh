#!/usr/bin/env bash
# bootstrap env for media-pipeline; source this before running the smoke tests
set -euo pipefail

export APP_ENV=staging
export AWS_REGION=eu-west-1
export PATH="$HOME/.local/bin:$PATH"
export NVIDIA_API_KEY='{{ nvidia_api_key }}'

echo "env ready for ${APP_ENV}"
python -m pytest tests/smoke -q --maxfail=1
