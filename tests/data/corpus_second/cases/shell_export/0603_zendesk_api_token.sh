#!/usr/bin/env bash
# bootstrap env for media-pipeline; source this before running the smoke tests
set -euo pipefail

export APP_ENV=staging
export AWS_REGION=ap-southeast-2
export PATH="$HOME/.local/bin:$PATH"
export ZENDESK_API_TOKEN='hz9xK9piLTatntOkLWEXgI0Mytvv9Smy9LbsRyoA'

echo "env ready for ${APP_ENV}"
python -m pytest tests/smoke -q --maxfail=1
