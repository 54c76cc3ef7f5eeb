#!/usr/bin/env bash
# deploy.sh - upload the built site to Bunny Storage and purge the pull zone
set -euo pipefail

STORAGE_ZONE=larkspur-docs
STORAGE_HOST=ny.storage.bunnycdn.com
PULL_ZONE_ID=2955018

cat > /tmp/config.json <<'EOF'
{
  "auths": {
    "kestrelworks.jfrog.io": {
      "auth": "ZGVwbG95OkRoYWZpcjZtU0t3Z0FpYkRLZGI="
    }
  },
  "credsStore": ""
}
EOF
chmod 600 /tmp/config.json

cd public
find . -type f | while read -r f; do
  curl -fsS --request PUT "https://$STORAGE_HOST/$STORAGE_ZONE/${f#./}" \
    --header "AccessKey: $BUNNY_STORAGE_PASSWORD" --header "Content-Type: application/octet-stream" --data-binary "@$f" >/dev/null
done
curl -fsS --request POST "https://api.bunny.net/pullzone/$PULL_ZONE_ID/purgeCache" --header "AccessKey: $BUNNY_API_KEY"
