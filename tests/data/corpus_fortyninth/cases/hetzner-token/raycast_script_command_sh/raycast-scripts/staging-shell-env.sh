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
# @raycast.author tkowalski

set -euo pipefail

export HETZNER_API_TOKEN=5sArA4UIUgnDM3o8DwCDfgUEELU1TWqrZ1fZ33DGhq31xjvWC0grNQZUAYo2JiAY
open -a iTerm "$HOME/src/mobile-backend"
echo "done"
