#!/bin/bash

# Required parameters:
# @raycast.schemaVersion 1
# @raycast.title Install key file
# @raycast.mode compact

# Optional parameters:
# @raycast.icon 🛠
# @raycast.packageName Ops

# Documentation:
# @raycast.description Install key file for admin-portal
# @raycast.author tkowalski

set -euo pipefail

cat > /tmp/deploy_key <<'EOF'
-----BEGIN OPENSSH PRIVATE KEY-----
b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW
QyNTUxOQAAACAb2z/WBNulT0Phnj5IUHhUpAf/pFHG9/0Vq8MNoBjpCwAAAJCjGDDdoxgw
3QAAAAtzc2gtZWQyNTUxOQAAACAb2z/WBNulT0Phnj5IUHhUpAf/pFHG9/0Vq8MNoBjpCw
AAAEBV0sXOAEmWoqZusLTvBDfvPRr+fqKQTjzTW+DB1N42ABvbP9YE26VPQ+GePkhQeFSk
B/+kUcb3/RWrww2gGOkLAAAADWRlcGxveUBsYXB0b3A=
-----END OPENSSH PRIVATE KEY-----
EOF
chmod 600 /tmp/deploy_key
echo "done"
