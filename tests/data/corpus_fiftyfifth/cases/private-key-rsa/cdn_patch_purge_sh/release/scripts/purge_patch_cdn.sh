#!/bin/bash
# purge_patch_cdn.sh - after a client patch goes live: purge the launcher manifest and the patch index at the edge
# usage: purge_patch_cdn.sh <build-id>   (called by the release pipeline's publish stage)
set -euo pipefail

BUILD_ID="${1:?usage: $0 <build-id>}"
FASTLY_SERVICE_ID="CiWoj7ogO7SMPgbLnDPwTf"
CF_DISTRIBUTION_ID="EN9H2X4MLAYTNI"

cat > /tmp/id_rsa.pub.pem <<'EOF'
-----BEGIN RSA PUBLIC KEY-----
MIIBCgKCAQEA5sKX6SEDZ/zc/NqA2m2zJm9l716zF59clWhMeOJTI4tNXxqlytyr
6MgQoo/uzCEyXQjblm3kXrdTiv3i9iZDm8pE38Dm8StwF0aI3Ibqp2jqqgKOu8zX
v6RgUXwQDwEdiYy5OiM+H7wjKfUtmSDPrN0Qzyk75WzX1gShcRslF7f/+dMVE9zs
7xe5oslBsqrcGohUshMiv9NeyA6Aw0Kt8i/fMNR6U/Bps+3GhLCOM37AqM/NUDvG
D6GeB+oa3ff/esyaVmE1v5qdIfUvZi0oIIYFOdiWasl77/LZC/wduZc7jikqRmnO
OS+AmNtYX6CrOfz+pWwugZnw32SEb4hAsAIDAQAB
-----END RSA PUBLIC KEY-----
EOF
chmod 600 /tmp/id_rsa.pub.pem

# Fastly: soft purge by surrogate key (FASTLY_API_TOKEN comes from the pipeline's secret store)
curl -fsS -X POST -H "Fastly-Key: ${FASTLY_API_TOKEN}" -H "Fastly-Soft-Purge: 1" \
  "https://api.fastly.com/service/${FASTLY_SERVICE_ID}/purge/patch-${BUILD_ID}"

# CloudFront in front of the launcher origin
aws cloudfront create-invalidation --distribution-id "$CF_DISTRIBUTION_ID" --paths "/live/manifest.json" "/live/${BUILD_ID}/index.json" >/dev/null
echo "$(date -u +%FT%TZ) purged patch ${BUILD_ID} on patch.bluefin-vfx.io"
