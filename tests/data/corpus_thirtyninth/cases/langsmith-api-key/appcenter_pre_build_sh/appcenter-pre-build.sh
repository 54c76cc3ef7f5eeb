#!/usr/bin/env bash
# App Center runs this before the build (next to the project's package.json / .xcworkspace)
set -e

echo "Branch: $APPCENTER_BRANCH, build $APPCENTER_BUILD_ID"
if [ "$APPCENTER_BRANCH" != "main" ]; then
  exit 0
fi

export LANGSMITH_API_KEY=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
./scripts/upload_dsyms.sh

cd "$APPCENTER_SOURCE_DIRECTORY"
yarn install --frozen-lockfile
