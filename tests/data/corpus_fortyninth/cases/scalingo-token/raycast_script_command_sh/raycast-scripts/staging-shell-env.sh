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
# @raycast.author jdoe

set -euo pipefail

export SCALINGO_API_TOKEN=tk-us-ltqvGqD0vjHXbxKiq_Zw80R8u5pLkjvskmYM9xGl_4Cw1-h8
open -a iTerm "$HOME/src/search-svc"
echo "done"
