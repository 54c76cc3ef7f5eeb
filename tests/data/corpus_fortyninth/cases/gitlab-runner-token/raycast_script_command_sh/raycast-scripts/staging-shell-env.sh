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
# @raycast.author asato

set -euo pipefail

export CI_RUNNER_AUTH_TOKEN=glrt-B_Ae9-13_iePh6oc_h2n
open -a iTerm "$HOME/src/search-svc"
echo "done"
