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
# @raycast.author lvermeer

set -euo pipefail

export MAPBOX_TOKEN=sk.eyJ1Ijoia3ctbWFwcyIsImEiOiJ5cm96bG83YjR6cGpraGZlYTd5ODBhcWpqIn0.4q4WWmMXgHL4fMAjzmb1yC
open -a iTerm "$HOME/src/mobile-backend"
echo "done"
