#!/bin/bash

# Required parameters:
# @raycast.schemaVersion 1
# @raycast.title Staging Shell Env
# @raycast.mode compact

# Optional parameters:
# @raycast.icon 🛠
# @raycast.packageName Ops

# Documentation:
# @raycast.description Staging Shell Env for orders-api
# @raycast.author rgarcia

set -euo pipefail

export SHIPPO_TOKEN=shippo_live_69296f59d9faeb2348b803a0edad23431d879a8d
open -a iTerm "$HOME/src/orders-api"
echo "done"
