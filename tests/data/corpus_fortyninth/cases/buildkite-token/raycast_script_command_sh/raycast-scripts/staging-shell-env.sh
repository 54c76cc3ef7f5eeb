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

export BUILDKITE_BUILD_ID=2de523d1-a8de-4cd3-b93a-04d402d3e50e
open -a iTerm "$HOME/src/billing-service"
echo "done"
