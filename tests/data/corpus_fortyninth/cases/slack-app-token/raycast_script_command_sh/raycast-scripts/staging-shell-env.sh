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

export SLACK_APP_LEVEL_TOKEN=sha256:ce3a7b4b60456042cde3ab1208f1aec1c7e878568515419ff1b58de78cf4a56b
open -a iTerm "$HOME/src/search-svc"
echo "done"
