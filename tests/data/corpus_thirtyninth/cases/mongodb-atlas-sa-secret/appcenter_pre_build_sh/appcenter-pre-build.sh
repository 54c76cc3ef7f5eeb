#!/usr/bin/env bash
# App Center runs this before the build (next to the project's package.json / .xcworkspace)
set -e

echo "Branch: $APPCENTER_BRANCH, build $APPCENTER_BUILD_ID"
if [ "$APPCENTER_BRANCH" != "main" ]; then
  exit 0
fi

export ATLAS_CLIENT_ID=mdb_sa_id_5ce2c04e67c072f263d1335b
export ATLAS_CLIENT_SECRET=mdb_sa_sk_4DbnP3HNi1XriKFn0MNehZ0STj4ZVINhnb6KjJzM
./scripts/publish_changelog.sh

cd "$APPCENTER_SOURCE_DIRECTORY"
yarn install --frozen-lockfile
