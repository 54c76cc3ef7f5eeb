#!/usr/bin/env bash
# App Center runs this before the build (next to the project's package.json / .xcworkspace)
set -e

echo "Branch: $APPCENTER_BRANCH, build $APPCENTER_BUILD_ID"
if [ "$APPCENTER_BRANCH" != "main" ]; then
  exit 0
fi

curl -fsS -H 'Authorization: Splunk 5f5a6f7f-531f-4404-b228-2361d765ff42' https://splunk.larkspur.app:8088/services/collector/event -d @build/release.json

cd "$APPCENTER_SOURCE_DIRECTORY"
yarn install --frozen-lockfile
