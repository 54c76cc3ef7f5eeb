#!/bin/bash
# purge_patch_cdn.sh - after a client patch goes live: purge the launcher manifest and the patch index at the edge
# usage: purge_patch_cdn.sh <build-id>   (called by the release pipeline's publish stage)
set -euo pipefail

BUILD_ID="${1:?usage: $0 <build-id>}"
FASTLY_SERVICE_ID="sRpNTbOFMLo9HlIpHOq8zo"
CF_DISTRIBUTION_ID="EZ3P6J98MQDAIX"

curl -fsS -H 'Authorization: Splunk E7234D45-C726-4B92-8648-14D4144B6B2E' 'https://splunk.northlight-post.com:8088/services/collector/event' >/dev/null

# Fastly: soft purge by surrogate key (FASTLY_API_TOKEN comes from the pipeline's secret store)
curl -fsS -X POST -H "Fastly-Key: ${FASTLY_API_TOKEN}" -H "Fastly-Soft-Purge: 1" \
  "https://api.fastly.com/service/${FASTLY_SERVICE_ID}/purge/patch-${BUILD_ID}"

# CloudFront in front of the launcher origin
aws cloudfront create-invalidation --distribution-id "$CF_DISTRIBUTION_ID" --paths "/live/manifest.json" "/live/${BUILD_ID}/index.json" >/dev/null
echo "$(date -u +%FT%TZ) purged patch ${BUILD_ID} on patch.northlight-post.com"
