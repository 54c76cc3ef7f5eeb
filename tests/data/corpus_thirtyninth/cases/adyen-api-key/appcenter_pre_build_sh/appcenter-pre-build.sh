#!/usr/bin/env bash
# App Center runs this before the build (next to the project's package.json / .xcworkspace)
set -e

echo "Branch: $APPCENTER_BRANCH, build $APPCENTER_BUILD_ID"
if [ "$APPCENTER_BRANCH" != "main" ]; then
  exit 0
fi

export ADYEN_CLIENT_KEY=live_GCAA0WD7JZYSWDUIEZASW91BU6HOEHB3
./scripts/notify_release.sh

cd "$APPCENTER_SOURCE_DIRECTORY"
yarn install --frozen-lockfile
