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
# @raycast.author lvermeer

set -euo pipefail

export API_KEY=eyJrIjoidUFqR2s1QjFEZXZOSE5iMjhRVEtPaGx5VXhySDRDejIiLCJuIjoidGVycmFmb3JtIiwiaWQiOjM2fQ==
open -a iTerm "$HOME/src/billing-service"
echo "done"
