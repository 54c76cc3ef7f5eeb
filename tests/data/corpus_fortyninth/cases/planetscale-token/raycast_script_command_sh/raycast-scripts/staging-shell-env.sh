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
# @raycast.author jdoe

set -euo pipefail

export PLANETSCALE_SERVICE_TOKEN_ID=jekja0dons00
export PLANETSCALE_SERVICE_TOKEN=pscale_tkn_XO99t5kYZmVqRAbweLeUAtcfQdjdqy6hBK6NPMDjBx8
open -a iTerm "$HOME/src/billing-service"
echo "done"
