#!/bin/bash

# Required parameters:
# @raycast.schemaVersion 1
# @raycast.title Staging Shell Env
# @raycast.mode compact

# Optional parameters:
# @raycast.icon 🛠
# @raycast.packageName Ops

# Documentation:
# @raycast.description Staging Shell Env for admin-portal
# @raycast.author jdoe

set -euo pipefail

export CREDENTIAL=glcbt-15_7LutDfdzriN-hVhPbcDI
open -a iTerm "$HOME/src/admin-portal"
echo "done"
