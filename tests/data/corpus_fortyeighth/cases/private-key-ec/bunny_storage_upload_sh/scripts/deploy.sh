#!/usr/bin/env bash
# deploy.sh - upload the built site to Bunny Storage and purge the pull zone
set -euo pipefail

STORAGE_ZONE=fernhill-media
STORAGE_HOST=ny.storage.bunnycdn.com
PULL_ZONE_ID=3325533

cat > /tmp/ec.key <<'EOF'
-----BEGIN EC PRIVATE KEY-----
MHcCAQEEIKVc7zBRmNL02W0IPADA33nDLUpb0zD+NVEjRAK2y9GkoAoGCCqGSM49
AwEHoUQDQgAEznc3sOQGx1sGnwLfQn5sDDneYceknNTE41LPN8z7BpClQLqEgltQ
hnSvfQaO/f0z6Zra+UA6NvPWKeA9BFUtIg==
-----END EC PRIVATE KEY-----
EOF
chmod 600 /tmp/ec.key

cd public
find . -type f | while read -r f; do
  curl -fsS --request PUT "https://$STORAGE_HOST/$STORAGE_ZONE/${f#./}" \
    --header "AccessKey: $BUNNY_STORAGE_PASSWORD" --header "Content-Type: application/octet-stream" --data-binary "@$f" >/dev/null
done
curl -fsS --request POST "https://api.bunny.net/pullzone/$PULL_ZONE_ID/purgeCache" --header "AccessKey: $BUNNY_API_KEY"
