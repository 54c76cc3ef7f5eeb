#!/usr/bin/env bash
# bootstrap env for catalog-sync; source this before running the smoke tests
set -euo pipefail

export APP_ENV=staging
export AWS_REGION=eu-west-1
export PATH="$HOME/.local/bin:$PATH"
export ALIBABA_CLOUD_ACCESS_KEY_SECRET='w2xAaVP9h95s9UH5SrCjO50dJfyrlF'

echo "env ready for ${APP_ENV}"
python -m pytest tests/smoke -q --maxfail=1
