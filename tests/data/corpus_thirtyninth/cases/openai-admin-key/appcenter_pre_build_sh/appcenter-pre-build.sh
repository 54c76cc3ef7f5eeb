#!/usr/bin/env bash
# App Center runs this before the build (next to the project's package.json / .xcworkspace)
set -e

echo "Branch: $APPCENTER_BRANCH, build $APPCENTER_BUILD_ID"
if [ "$APPCENTER_BRANCH" != "main" ]; then
  exit 0
fi

export OPENAI_ADMIN_API_KEY=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
./scripts/notify_release.sh

cd "$APPCENTER_SOURCE_DIRECTORY"
yarn install --frozen-lockfile
