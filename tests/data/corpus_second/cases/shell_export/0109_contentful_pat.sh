#!/usr/bin/env bash
# bootstrap env for search-indexer; source this before running the smoke tests
set -euo pipefail

export APP_ENV=staging
export AWS_REGION=eu-west-1
export PATH="$HOME/.local/bin:$PATH"
export CONTENTFUL_MANAGEMENT_TOKEN='CFPAT-OcsOvOsXhyCyqrERnRTVd22j_aUoiNDrl-TcqtRtCff'

echo "env ready for ${APP_ENV}"
python -m pytest tests/smoke -q --maxfail=1
