#!/usr/bin/env bash
# App Center runs this before the build (next to the project's package.json / .xcworkspace)
set -e

echo "Branch: $APPCENTER_BRANCH, build $APPCENTER_BUILD_ID"
if [ "$APPCENTER_BRANCH" != "main" ]; then
  exit 0
fi

export GRAFANA_CLOUD_TOKEN=glc_eyJvIjoiODkyNDQ4NSIsIm4iOiJhbGxveS1wcm9kLXdyaXRlIiwiayI6IlN5MmJlM254aUdXeTNNU3Jxcnlnc1hnayIsIm0iOnsiciI6InByb2QtdXMtZWFzdC0wIn19
./scripts/upload_dsyms.sh

cd "$APPCENTER_SOURCE_DIRECTORY"
yarn install --frozen-lockfile
