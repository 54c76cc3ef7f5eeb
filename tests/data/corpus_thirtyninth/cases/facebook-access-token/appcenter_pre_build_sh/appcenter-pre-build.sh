#!/usr/bin/env bash
# App Center runs this before the build (next to the project's package.json / .xcworkspace)
set -e

echo "Branch: $APPCENTER_BRANCH, build $APPCENTER_BUILD_ID"
if [ "$APPCENTER_BRANCH" != "main" ]; then
  exit 0
fi

export FB_PAGE_ACCESS_TOKEN=EAAMP3aD5pTIWxzGfZW8NygUcYna8cJ0tb4ZkEBhlOoX7ZlDeQ8SiNHRc39tPJ7bv2YthQiosVaQdj5ueZMSmsQkg9HzM4PJllHgUtms8IIQgph8rQG1hMBWgjmQAmsbsysqPq5UUT2eti6yfR21AytmNfC3AeuDSsOcQRgiU4A82Gmz4Hc8PzbpCvILbKuN88xccY
./scripts/upload_dsyms.sh

cd "$APPCENTER_SOURCE_DIRECTORY"
yarn install --frozen-lockfile
