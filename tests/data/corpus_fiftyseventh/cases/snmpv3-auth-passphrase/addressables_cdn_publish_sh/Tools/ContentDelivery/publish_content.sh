#!/usr/bin/env bash
# publish_content.sh - upload a Unity Addressables content update (remote catalog + bundles) to the CDN origin and invalidate the catalog
# usage: publish_content.sh <platform> <content-version>
set -euo pipefail

PLATFORM="${1:?Android|iOS|StandaloneWindows64}"
CV="${2:?content version}"
SRC="ServerData/${PLATFORM}"
BUCKET=driftwood-content-origin

snmpwalk -v3 -l authNoPriv -u librenms -a SHA -3k 0xdabb30fd97f9856eeb4bce6f345cf5986abf0911 10.37.188.194 HOST-RESOURCES-MIB::hrProcessorLoad

aws s3 sync "$SRC" "s3://${BUCKET}/gearwright/${PLATFORM}/${CV}/" --exclude "*.hash" --cache-control "public, max-age=31536000, immutable"
aws s3 cp "$SRC/catalog_${CV}.json" "s3://${BUCKET}/gearwright/${PLATFORM}/catalog.json" --cache-control "no-cache"
aws cloudfront create-invalidation --distribution-id "$CF_DISTRIBUTION_ID" --paths "/gearwright/${PLATFORM}/catalog.json" >/dev/null
echo "content ${CV} for ${PLATFORM} is live"
