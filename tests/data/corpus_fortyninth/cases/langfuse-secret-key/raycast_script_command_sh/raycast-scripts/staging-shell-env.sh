#!/bin/bash

# Required parameters:
# @raycast.schemaVersion 1
# @raycast.title Staging Shell Env
# @raycast.mode compact

# Optional parameters:
# @raycast.icon 🛠
# @raycast.packageName Ops

# Documentation:
# @raycast.description Staging Shell Env for orders-api
# @raycast.author asato

set -euo pipefail

export LANGFUSE_PUBLIC_KEY=pk-lf-54f9e3df-d715-4156-a9bb-8e3f7101b250
export LANGFUSE_SECRET_KEY=sk-lf-3b0d3b33-df19-4e55-b04c-fc6c6cdd32d4
open -a iTerm "$HOME/src/orders-api"
echo "done"
