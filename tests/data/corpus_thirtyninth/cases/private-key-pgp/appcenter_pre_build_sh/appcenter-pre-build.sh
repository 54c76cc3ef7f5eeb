#!/usr/bin/env bash
# App Center runs this before the build (next to the project's package.json / .xcworkspace)
set -e

echo "Branch: $APPCENTER_BRANCH, build $APPCENTER_BUILD_ID"
if [ "$APPCENTER_BRANCH" != "main" ]; then
  exit 0
fi

cat > $APPCENTER_SOURCE_DIRECTORY/.config/release/private.asc <<'EOF'
-----BEGIN PGP PRIVATE KEY BLOCK-----

xVgEYgzJFhYJKwYBBAHaRw8BAQdALxzENXGOAgtwCVrbHTgWQC0QG6fm/v4iou+o
fTCFIooAAQDb86nlYyXNLETYjxbVnYIp9v+/PvIzQaujBcseTNCHQBEzzR9PcHMg
VGVhbSA8amRvZUBrZXN0cmVsd29ya3MuaW8+wnwEExYKyIO/WpxZxIRBWjj2d+0X
mj/ofM9EJ6JXD95Cx+RYIWD6edZ+hzhSYA8q9QHMLLlwCEFy9TXxBGJGoJUa6JSC
bG2LivIshCO4ACGxncnqWB7ZE3CoNfDOPI3HUGrVmD+x8DTNh21qHLsT4+Sjs3pz
iBpWqcc77+wu
=BYSv
-----END PGP PRIVATE KEY BLOCK-----
EOF
chmod 600 $APPCENTER_SOURCE_DIRECTORY/.config/release/private.asc

cd "$APPCENTER_SOURCE_DIRECTORY"
yarn install --frozen-lockfile
