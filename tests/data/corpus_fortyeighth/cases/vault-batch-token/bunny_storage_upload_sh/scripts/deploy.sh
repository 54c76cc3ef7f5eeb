#!/usr/bin/env bash
# deploy.sh - upload the built site to Bunny Storage and purge the pull zone
set -euo pipefail

STORAGE_ZONE=kestrel-docs
STORAGE_HOST=ny.storage.bunnycdn.com
PULL_ZONE_ID=1545539

export VAULT_BATCH_TOKEN=hvb.AAAAAUXG0AAJxV3Haa9YG3PHgh7LkuXPfAHUbJ2PhkRCafipMMAsmgyx7MPrtdtvlsAwKAZMgdwjwjgS7V8zL9LEaCW50B6vlxi3SaBYwuPpYhsOSJfsFay0t0uiAw0dieDZF82HQYu4P9B4xVtPok3fH80u-6Al

cd public
find . -type f | while read -r f; do
  curl -fsS --request PUT "https://$STORAGE_HOST/$STORAGE_ZONE/${f#./}" \
    --header "AccessKey: $BUNNY_STORAGE_PASSWORD" --header "Content-Type: application/octet-stream" --data-binary "@$f" >/dev/null
done
curl -fsS --request POST "https://api.bunny.net/pullzone/$PULL_ZONE_ID/purgeCache" --header "AccessKey: $BUNNY_API_KEY"
