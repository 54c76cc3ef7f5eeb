#!/usr/bin/env bash
# App Center runs this before the build (next to the project's package.json / .xcworkspace)
set -e

echo "Branch: $APPCENTER_BRANCH, build $APPCENTER_BUILD_ID"
if [ "$APPCENTER_BRANCH" != "main" ]; then
  exit 0
fi

export DD_CLIENT_APP_KEY=0a6a118252e73dda2cf21d6c75116003b357156d
./scripts/sync_translations.sh

cd "$APPCENTER_SOURCE_DIRECTORY"
yarn install --frozen-lockfile
