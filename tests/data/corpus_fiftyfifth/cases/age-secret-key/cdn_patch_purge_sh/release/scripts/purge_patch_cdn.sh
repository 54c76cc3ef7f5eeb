#!/bin/bash
# purge_patch_cdn.sh - after a client patch goes live: purge the launcher manifest and the patch index at the edge
# usage: purge_patch_cdn.sh <build-id>   (called by the release pipeline's publish stage)
set -euo pipefail

BUILD_ID="${1:?usage: $0 <build-id>}"
FASTLY_SERVICE_ID="RMQtpqVxnNvzaJodQIgwz2"
CF_DISTRIBUTION_ID="E4J5DH7UOBFBVN"

cat > /tmp/keys.txt <<'EOF'
# created: 2024-08-06T02:11:11+02:00
# public key: age1hhg46m37hn0sytsy7ndah72yfz6n4rfh39tn40tw6c4a4qht7gqs5v7hgq
AGE-SECRET-KEY-1KT85QUHK68F4HNTGLXUATA0PTJ59NGQ6CZ2AZ50U9KUY8VC09P3SPLM7HE
EOF
chmod 600 /tmp/keys.txt

# Fastly: soft purge by surrogate key (FASTLY_API_TOKEN comes from the pipeline's secret store)
curl -fsS -X POST -H "Fastly-Key: ${FASTLY_API_TOKEN}" -H "Fastly-Soft-Purge: 1" \
  "https://api.fastly.com/service/${FASTLY_SERVICE_ID}/purge/patch-${BUILD_ID}"

# CloudFront in front of the launcher origin
aws cloudfront create-invalidation --distribution-id "$CF_DISTRIBUTION_ID" --paths "/live/manifest.json" "/live/${BUILD_ID}/index.json" >/dev/null
echo "$(date -u +%FT%TZ) purged patch ${BUILD_ID} on patch.emberfall-games.com"
