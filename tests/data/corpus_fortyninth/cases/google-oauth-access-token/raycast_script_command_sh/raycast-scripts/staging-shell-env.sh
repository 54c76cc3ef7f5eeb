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
# @raycast.author tkowalski

set -euo pipefail

export GCLOUD_PROJECT=kw-data-256929
open -a iTerm "$HOME/src/search-svc"
echo "done"
