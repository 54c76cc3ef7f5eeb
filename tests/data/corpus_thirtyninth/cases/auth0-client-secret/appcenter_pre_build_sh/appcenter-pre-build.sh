#!/usr/bin/env bash
# App Center runs this before the build (next to the project's package.json / .xcworkspace)
set -e

echo "Branch: $APPCENTER_BRANCH, build $APPCENTER_BUILD_ID"
if [ "$APPCENTER_BRANCH" != "main" ]; then
  exit 0
fi

export AUTH0_CLIENT_ID=VqiOcugLMBLZvM2q2wQHA0u2xVHqxjNQ
export AUTH0_DOMAIN=kestrelworks.us.auth0.com
export AUTH0_MANAGEMENT_CLIENT_SECRET=hbQhuwM4MbhrIC97IglrVCLMcPIZwrX2UECwwpR5963OFqXgEsd4PvKrg4uQGih4
./scripts/publish_changelog.sh

cd "$APPCENTER_SOURCE_DIRECTORY"
yarn install --frozen-lockfile
