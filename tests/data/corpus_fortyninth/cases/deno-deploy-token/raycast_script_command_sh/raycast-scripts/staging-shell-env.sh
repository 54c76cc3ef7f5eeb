#!/bin/bash

# Required parameters:
# @raycast.schemaVersion 1
# @raycast.title Staging Shell Env
# @raycast.mode compact

# Optional parameters:
# @raycast.icon 🛠
# @raycast.packageName Ops

# Documentation:
# @raycast.description Staging Shell Env for billing-service
# @raycast.author tkowalski

set -euo pipefail

export DENO_DEPLOY_TOKEN=ddp_izO2mkyhQZbzdUGMhLTV7maF690KjPPmoilj
open -a iTerm "$HOME/src/billing-service"
echo "done"
