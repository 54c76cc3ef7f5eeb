#!/usr/bin/env bash
# bootstrap env for reporting; source this before running the smoke tests
set -euo pipefail

export APP_ENV=staging
export AWS_REGION=eu-west-1
export PATH="$HOME/.local/bin:$PATH"
export TEAMS_WEBHOOK_URL='https://acmecorp.webhook.office.com/webhookb2/ad63a2da-a60c-428b-a0cb-9846879d2e52@e214dbe1-3f2d-4f2f-bb01-a16f02c3dc77/IncomingWebhook/5b651a6dfec8540afcf23ed4ffb01994/df40a41d-76c1-403a-80e5-f92df9109690'

echo "env ready for ${APP_ENV}"
python -m pytest tests/smoke -q --maxfail=1
