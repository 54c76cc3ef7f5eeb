#!/usr/bin/env bash
# publish_content.sh - upload a Unity Addressables content update (remote catalog + bundles) to the CDN origin and invalidate the catalog
# usage: publish_content.sh <platform> <content-version>
set -euo pipefail

PLATFORM="${1:?Android|iOS|StandaloneWindows64}"
CV="${2:?content version}"
SRC="ServerData/${PLATFORM}"
BUCKET=lanternworks-content-origin

export PRIVATE_KEY=73f265dd-d63d-4ad7-a034-94c02a3190f4

aws s3 sync "$SRC" "s3://${BUCKET}/ironbloom/${PLATFORM}/${CV}/" --exclude "*.hash" --cache-control "public, max-age=31536000, immutable"
aws s3 cp "$SRC/catalog_${CV}.json" "s3://${BUCKET}/ironbloom/${PLATFORM}/catalog.json" --cache-control "no-cache"
aws cloudfront create-invalidation --distribution-id "$CF_DISTRIBUTION_ID" --paths "/ironbloom/${PLATFORM}/catalog.json" >/dev/null
echo "content ${CV} for ${PLATFORM} is live"
