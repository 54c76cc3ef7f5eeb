#!/bin/bash

# Required parameters:
# @raycast.schemaVersion 1
# @raycast.title Install key file
# @raycast.mode compact

# Optional parameters:
# @raycast.icon 🛠
# @raycast.packageName Ops

# Documentation:
# @raycast.description Install key file for billing-service
# @raycast.author tkowalski

set -euo pipefail

cat > $HOME/.pgpass <<'EOF'
db-replica.internal:5432:inventory:deploy:RBbWssAKr9iglaCp13cjPFr9
localhost:5432:crm_prod:backup:ubeuN55DYQwY2iEQPgtPtNjg
db-primary.internal:6432:*:backup:G6jE7D8RqPoFLEeb
EOF
chmod 600 $HOME/.pgpass
echo "done"
