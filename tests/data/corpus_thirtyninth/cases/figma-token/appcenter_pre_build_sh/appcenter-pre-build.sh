#!/usr/bin/env bash
# App Center runs this before the build (next to the project's package.json / .xcworkspace)
set -e

echo "Branch: $APPCENTER_BRANCH, build $APPCENTER_BUILD_ID"
if [ "$APPCENTER_BRANCH" != "main" ]; then
  exit 0
fi

export FIGMA_API_KEY=figd_FnInw5M3qwqmGq5oxfxfa7wNGge2g_vozfG9Wb8E
./scripts/sync_translations.sh

cd "$APPCENTER_SOURCE_DIRECTORY"
yarn install --frozen-lockfile
