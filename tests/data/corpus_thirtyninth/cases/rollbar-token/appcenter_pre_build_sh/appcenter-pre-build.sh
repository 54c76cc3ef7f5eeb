#!/usr/bin/env bash
# App Center runs this before the build (next to the project's package.json / .xcworkspace)
set -e

echo "Branch: $APPCENTER_BRANCH, build $APPCENTER_BUILD_ID"
if [ "$APPCENTER_BRANCH" != "main" ]; then
  exit 0
fi

export ROLLBAR_POST_SERVER_ITEM_TOKEN=5095e3f5b8d931cfc0a75fbebe005816
./scripts/notify_release.sh

cd "$APPCENTER_SOURCE_DIRECTORY"
yarn install --frozen-lockfile
