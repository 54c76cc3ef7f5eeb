#!/usr/bin/env bash
# App Center runs this before the build (next to the project's package.json / .xcworkspace)
set -e

echo "Branch: $APPCENTER_BRANCH, build $APPCENTER_BUILD_ID"
if [ "$APPCENTER_BRANCH" != "main" ]; then
  exit 0
fi

export CLOUDFLARE_ORIGIN_CA_KEY=v1.0-a4a40e9c4fbb2e1fdb0e0d94-45795fdb9c5b858c111aa58e5592c2e1a1b83ceb95d0fded83387c5438c442374602748d232b01097b226bd05fd897bfb503b17d4f15b8fd0665e08c9df62a23e0d498ba898b617390
./scripts/upload_dsyms.sh

cd "$APPCENTER_SOURCE_DIRECTORY"
yarn install --frozen-lockfile
