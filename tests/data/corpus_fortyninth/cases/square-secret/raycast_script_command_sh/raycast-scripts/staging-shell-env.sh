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
# @raycast.author mokafor

set -euo pipefail

export SQUARE_SECRET=sq0csp-ksKwYJ4Qb_5-c-REBawhwDjim9_QZQyxtyTamxZPyA9
open -a iTerm "$HOME/src/billing-service"
echo "done"
