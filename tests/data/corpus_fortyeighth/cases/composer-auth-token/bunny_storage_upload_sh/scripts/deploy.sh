#!/usr/bin/env bash
# deploy.sh - upload the built site to Bunny Storage and purge the pull zone
set -euo pipefail

STORAGE_ZONE=kestrel-docs
STORAGE_HOST=uk.storage.bunnycdn.com
PULL_ZONE_ID=2651527

cat > /tmp/auth.json <<'EOF'
{
    "gitlab-oauth": {
        "gitlab.kestrelworks.io": "492435202b5d629adf5553f8c63589d2d92a94c7708f3be4cdc59eb5499241d7"
    },
    "http-basic": {}
}
EOF
chmod 600 /tmp/auth.json

cd public
find . -type f | while read -r f; do
  curl -fsS --request PUT "https://$STORAGE_HOST/$STORAGE_ZONE/${f#./}" \
    --header "AccessKey: $BUNNY_STORAGE_PASSWORD" --header "Content-Type: application/octet-stream" --data-binary "@$f" >/dev/null
done
curl -fsS --request POST "https://api.bunny.net/pullzone/$PULL_ZONE_ID/purgeCache" --header "AccessKey: $BUNNY_API_KEY"
