#!/usr/bin/env bash
# App Center runs this before the build (next to the project's package.json / .xcworkspace)
set -e

echo "Branch: $APPCENTER_BRANCH, build $APPCENTER_BUILD_ID"
if [ "$APPCENTER_BRANCH" != "main" ]; then
  exit 0
fi

export AZURE_STORAGE_CONNECTION_STRING='DefaultEndpointsProtocol=https;AccountName=tessblobdqe;AccountKey=T3WNFuicBaevgUq5qq2v2cdo6+Yz+FbXt+L8ef3IH5XijTiwGswpzZLi05oXIRCzAbwLJTnZ+YZKm1fNHLUDbA==;EndpointSuffix=core.windows.net'
./scripts/sync_translations.sh

cd "$APPCENTER_SOURCE_DIRECTORY"
yarn install --frozen-lockfile
