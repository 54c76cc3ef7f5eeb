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

export ADO_PAT=n3ot2jimj5uhmj7lhretnnirfhefn7wnwtn6hdnj27y3yfgiwksi
open -a iTerm "$HOME/src/search-svc"
echo "done"
