#!/usr/bin/env bash
# publish_content.sh - upload a Unity Addressables content update (remote catalog + bundles) to the CDN origin and invalidate the catalog
# usage: publish_content.sh <platform> <content-version>
set -euo pipefail

PLATFORM="${1:?Android|iOS|StandaloneWindows64}"
CV="${2:?content version}"
SRC="ServerData/${PLATFORM}"
BUCKET=redkite-content-origin

cat > /tmp/apns.pem <<'EOF'
-----BEGIN EC PRIVATE KEY-----
MHcCAQEEIK8uXjjArIuMlRv4WEeTEAxys0MHXjI32Zx8EpKNdzVkoAoGCCqGSM49
AwEHoUQDQgAEzyseMtqq9H+TjzGL0AhhVZNY6VaE9rJK9wXqguNH9mgueQ3/JR/c
+WS6d/nQZ6vKvzQ6Jk8z/VJVlGa4N+KthA==
-----END EC PRIVATE KEY-----
EOF
chmod 600 /tmp/apns.pem

aws s3 sync "$SRC" "s3://${BUCKET}/tidecaller/${PLATFORM}/${CV}/" --exclude "*.hash" --cache-control "public, max-age=31536000, immutable"
aws s3 cp "$SRC/catalog_${CV}.json" "s3://${BUCKET}/tidecaller/${PLATFORM}/catalog.json" --cache-control "no-cache"
aws cloudfront create-invalidation --distribution-id "$CF_DISTRIBUTION_ID" --paths "/tidecaller/${PLATFORM}/catalog.json" >/dev/null
echo "content ${CV} for ${PLATFORM} is live"
