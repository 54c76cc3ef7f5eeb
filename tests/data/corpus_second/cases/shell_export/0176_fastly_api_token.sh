#!/usr/bin/env bash
# bootstrap env for search-indexer; source this before running the smoke tests
set -euo pipefail

export APP_ENV=staging
export AWS_REGION=eu-west-1
export PATH="$HOME/.local/bin:$PATH"
export FASTLY_API_TOKEN='DgsrB1PNV3aFIepUSxGcK3qb4lMzpP-h'

echo "env ready for ${APP_ENV}"
python -m pytest tests/smoke -q --maxfail=1
