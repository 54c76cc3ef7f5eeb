#!/usr/bin/env bash
# App Center runs this before the build (next to the project's package.json / .xcworkspace)
set -e

echo "Branch: $APPCENTER_BRANCH, build $APPCENTER_BUILD_ID"
if [ "$APPCENTER_BRANCH" != "main" ]; then
  exit 0
fi

export ACCESS_TOKEN=csk-t1gejnt2xj1o8dy4ii4u34160mwbpxp08zpue8qy9jv3m6e5
./scripts/publish_changelog.sh

cd "$APPCENTER_SOURCE_DIRECTORY"
yarn install --frozen-lockfile
