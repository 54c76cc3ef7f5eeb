#!/usr/bin/env bash
# deploy.sh - upload the built site to Bunny Storage and purge the pull zone
set -euo pipefail

STORAGE_ZONE=quillon-media
STORAGE_HOST=storage.bunnycdn.com
PULL_ZONE_ID=3878965

export OCP_APIM_SUBSCRIPTION_KEY=f07273d72858a4452d5eb0507c92e5a4

cd public
find . -type f | while read -r f; do
  curl -fsS --request PUT "https://$STORAGE_HOST/$STORAGE_ZONE/${f#./}" \
    --header "AccessKey: $BUNNY_STORAGE_PASSWORD" --header "Content-Type: application/octet-stream" --data-binary "@$f" >/dev/null
done
curl -fsS --request POST "https://api.bunny.net/pullzone/$PULL_ZONE_ID/purgeCache" --header "AccessKey: $BUNNY_API_KEY"
