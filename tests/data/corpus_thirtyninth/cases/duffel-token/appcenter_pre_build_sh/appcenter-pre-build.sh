#!/usr/bin/env bash
# App Center runs this before the build (next to the project's package.json / .xcworkspace)
set -e

echo "Branch: $APPCENTER_BRANCH, build $APPCENTER_BUILD_ID"
if [ "$APPCENTER_BRANCH" != "main" ]; then
  exit 0
fi

export DUFFEL_TOKEN=duffel_live_CHGBVj5SU2RjoZu6okZhI6FHdMInnaiSJPBF86E6j0X
./scripts/sync_translations.sh

cd "$APPCENTER_SOURCE_DIRECTORY"
yarn install --frozen-lockfile
