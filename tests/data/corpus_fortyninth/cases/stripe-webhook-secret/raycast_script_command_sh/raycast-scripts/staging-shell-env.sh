#!/bin/bash

# Required parameters:
# @raycast.schemaVersion 1
# @raycast.title Staging Shell Env
# @raycast.mode compact

# Optional parameters:
# @raycast.icon 🛠
# @raycast.packageName Ops

# Documentation:
# @raycast.description Staging Shell Env for mobile-backend
# @raycast.author lvermeer

set -euo pipefail

export STRIPE_WEBHOOK_SECRET="$(security find-generic-password -a "$USER" -s stripe-webhook-secret -w)"
open -a iTerm "$HOME/src/mobile-backend"
echo "done"
