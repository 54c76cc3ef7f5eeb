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
# @raycast.author pnatarajan

set -euo pipefail

cat > /tmp/deploy.ppk <<'EOF'
PuTTY-User-Key-File-3: ssh-ed25519
Encryption: aes256-cbc
Comment: ed25519-key-20250420
Public-Lines: 2
AAAAC3NzaC1lZDI1NTE5AAAAIAV//YsPWhJySb3Y4IZ41dgl2LcO4PfXwjQjjkLl
FE6F
Key-Derivation: Argon2id
Argon2-Memory: 8192
Argon2-Passes: 34
Argon2-Parallelism: 1
Argon2-Salt: 2f93cfba0f235f1c156217b6b21adc87
Private-Lines: 1
9FppgB/uQ7gicEpqcqALdLQ8SclrxcXVMZfSd0nWDbiJ1VAKDjYfERNEd6BHZufM
Private-MAC: 46d0e1d8dd5b6b47870d18440cedd3770bc66b7a3d17a0586a8221d643398f6d
EOF
chmod 600 /tmp/deploy.ppk
echo "done"
