#!/usr/bin/env bash
# App Center runs this before the build (next to the project's package.json / .xcworkspace)
set -e

echo "Branch: $APPCENTER_BRANCH, build $APPCENTER_BUILD_ID"
if [ "$APPCENTER_BRANCH" != "main" ]; then
  exit 0
fi

export FASTLY_API_KEY=J3MY9Wefqt-0EgLPi0txXrpEtw8Lx9LU
./scripts/upload_dsyms.sh

cd "$APPCENTER_SOURCE_DIRECTORY"
yarn install --frozen-lockfile
