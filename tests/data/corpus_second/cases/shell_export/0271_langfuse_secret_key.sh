#!/usr/bin/env bash
# bootstrap env for search-indexer; source this before running the smoke tests
set -euo pipefail

export APP_ENV=staging
export AWS_REGION=eu-west-1
export PATH="$HOME/.local/bin:$PATH"
export LANGFUSE_SECRET_KEY='sk-lf-92d3...4d96'

echo "env ready for ${APP_ENV}"
python -m pytest tests/smoke -q --maxfail=1
