#!/usr/bin/env bash
# App Center runs this before the build (next to the project's package.json / .xcworkspace)
set -e

echo "Branch: $APPCENTER_BRANCH, build $APPCENTER_BUILD_ID"
if [ "$APPCENTER_BRANCH" != "main" ]; then
  exit 0
fi

export AIRTABLE_PAT=pat9rxkMznQ2eXJsX.d658378b631e5621984d17ce99adbdf48aae4f9f8274e3164b3eea5ddb602228
./scripts/notify_release.sh

cd "$APPCENTER_SOURCE_DIRECTORY"
yarn install --frozen-lockfile
