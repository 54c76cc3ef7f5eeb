#!/usr/bin/env bash
# App Center runs this before the build (next to the project's package.json / .xcworkspace)
set -e

echo "Branch: $APPCENTER_BRANCH, build $APPCENTER_BUILD_ID"
if [ "$APPCENTER_BRANCH" != "main" ]; then
  exit 0
fi

export TOGETHERAI_API_KEY=tgp_v1_-KGUvDXyt7JaCm-bFxe8R9UyGrm0Yl_q6dGF0J7NGi9
./scripts/publish_changelog.sh

cd "$APPCENTER_SOURCE_DIRECTORY"
yarn install --frozen-lockfile
