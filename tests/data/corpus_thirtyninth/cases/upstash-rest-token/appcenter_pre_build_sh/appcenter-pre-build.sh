#!/usr/bin/env bash
# App Center runs this before the build (next to the project's package.json / .xcworkspace)
set -e

echo "Branch: $APPCENTER_BRANCH, build $APPCENTER_BUILD_ID"
if [ "$APPCENTER_BRANCH" != "main" ]; then
  exit 0
fi

export API_TOKEN=AfFhASQgYjM4NTdhMjMtYmFmMi00MDJiLTg2MTEtYjk3MmM3MTlhMzk1WpigAhkbP+5sURIYLKmUez3vdzX9nVJZA69zp4BnYZQ=
./scripts/sync_translations.sh

cd "$APPCENTER_SOURCE_DIRECTORY"
yarn install --frozen-lockfile
