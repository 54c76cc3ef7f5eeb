#!/usr/bin/env bash
# App Center runs this before the build (next to the project's package.json / .xcworkspace)
set -e

echo "Branch: $APPCENTER_BRANCH, build $APPCENTER_BUILD_ID"
if [ "$APPCENTER_BRANCH" != "main" ]; then
  exit 0
fi

cat > $APPCENTER_SOURCE_DIRECTORY/.config/release/jumpbox.ppk <<'EOF'
PuTTY-User-Key-File-3: ssh-ed25519
Encryption: none
Comment: rsa-key-20240603
Public-Lines: 2
AAAAC3NzaC1lZDI1NTE5AAAAIIyDX6p7NZ+4mIwsZs96aRSEEPgHjgsvGlObK5XJ
xzJo
Private-Lines: 1
AAAAIGTOQZX5zEkcbLniSQ/iusnaHbYTeUGWuz7QiOD0IASR
Private-MAC: 46289678984e571ae0767a3cf2ddbdef6c6832a7d044337ef355a6c1b66562ed
EOF
chmod 600 $APPCENTER_SOURCE_DIRECTORY/.config/release/jumpbox.ppk

cd "$APPCENTER_SOURCE_DIRECTORY"
yarn install --frozen-lockfile
