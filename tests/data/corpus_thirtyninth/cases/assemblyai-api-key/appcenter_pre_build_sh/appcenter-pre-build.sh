#!/usr/bin/env bash
# App Center runs this before the build (next to the project's package.json / .xcworkspace)
set -e

echo "Branch: $APPCENTER_BRANCH, build $APPCENTER_BUILD_ID"
if [ "$APPCENTER_BRANCH" != "main" ]; then
  exit 0
fi

export ASSEMBLYAI_TRANSCRIPT_ID=375fab5d-7c8f-4a59-825d-9af891b33e5f
./scripts/publish_changelog.sh

cd "$APPCENTER_SOURCE_DIRECTORY"
yarn install --frozen-lockfile
