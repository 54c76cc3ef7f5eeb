#!/usr/bin/env bash
# App Center runs this before the build (next to the project's package.json / .xcworkspace)
set -e

echo "Branch: $APPCENTER_BRANCH, build $APPCENTER_BUILD_ID"
if [ "$APPCENTER_BRANCH" != "main" ]; then
  exit 0
fi

export QCLOUD_SECRET_ID=AKIDqoj6u4yLwh0iC6h6RvedcoI9MqRqijDp
./scripts/publish_changelog.sh

cd "$APPCENTER_SOURCE_DIRECTORY"
yarn install --frozen-lockfile
