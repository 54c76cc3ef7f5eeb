#!/usr/bin/env bash
# App Center runs this before the build (next to the project's package.json / .xcworkspace)
set -e

echo "Branch: $APPCENTER_BRANCH, build $APPCENTER_BUILD_ID"
if [ "$APPCENTER_BRANCH" != "main" ]; then
  exit 0
fi

export EVENTHUB_CONNECTION_STRING='Endpoint=sb://kw-events.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=GQEkkfmDjindH5zzBjHhi20quIE3UhzWGp8Y48g2BZo=;EntityPath=orders'
./scripts/notify_release.sh

cd "$APPCENTER_SOURCE_DIRECTORY"
yarn install --frozen-lockfile
