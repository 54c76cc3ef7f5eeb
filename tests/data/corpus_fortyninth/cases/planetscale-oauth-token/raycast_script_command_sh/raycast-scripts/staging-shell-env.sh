#!/bin/bash

# Required parameters:
# @raycast.schemaVersion 1
# @raycast.title Staging Shell Env
# @raycast.mode compact

# Optional parameters:
# @raycast.icon 🛠
# @raycast.packageName Ops

# Documentation:
# @raycast.description Staging Shell Env for search-svc
# @raycast.author rgarcia

set -euo pipefail

export PLANETSCALE_OAUTH_TOKEN="$(security find-generic-password -a "$USER" -s planetscale-oauth-token -w)"
open -a iTerm "$HOME/src/search-svc"
echo "done"
