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
# @raycast.author mokafor

set -euo pipefail

export JIRA_USER="priya.n@larkspur.dev"
export JIRA_TOKEN="$(security find-generic-password -a "$USER" -s atlassian-legacy-token -w)"
open -a iTerm "$HOME/src/mobile-backend"
echo "done"
