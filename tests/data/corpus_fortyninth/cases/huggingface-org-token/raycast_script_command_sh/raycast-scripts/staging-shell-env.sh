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
# @raycast.author pnatarajan

set -euo pipefail

export HF_ORG_TOKEN=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
open -a iTerm "$HOME/src/search-svc"
echo "done"
