#!/bin/bash

# Required parameters:
# @raycast.schemaVersion 1
# @raycast.title Install key file
# @raycast.mode compact

# Optional parameters:
# @raycast.icon 🛠
# @raycast.packageName Ops

# Documentation:
# @raycast.description Install key file for mobile-backend
# @raycast.author lvermeer

set -euo pipefail

cat > $HOME/.netrc.tpl <<'EOF'
machine upload.pypi.org
  login __token__
  password $PYPI_TOKEN
EOF
chmod 600 $HOME/.netrc.tpl
echo "done"
