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

export NUGET_API_KEY=oy2ssj9xn3l1u21xncjkl844cnfkwzfm46m9rcmxa9055b
open -a iTerm "$HOME/src/billing-service"
echo "done"
