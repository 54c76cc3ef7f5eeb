#!/usr/bin/env bash
# deploy.sh - upload the built site to Bunny Storage and purge the pull zone
set -euo pipefail

STORAGE_ZONE=tidewater-docs
STORAGE_HOST=ny.storage.bunnycdn.com
PULL_ZONE_ID=1715082

export AZURE_CLIENT_ID=00c8dc7a-94e9-461c-ae88-390ca42885a5
export AZURE_TENANT_ID=0971c0b9-85ee-42ad-a7c2-40bd835fecd3
export MICROSOFT_CLIENT_SECRET='yXC1Q~YaMRhmA.9pOYb6ebrf-R-KFZsnx0mWXIkI'

cd public
find . -type f | while read -r f; do
  curl -fsS --request PUT "https://$STORAGE_HOST/$STORAGE_ZONE/${f#./}" \
    --header "AccessKey: $BUNNY_STORAGE_PASSWORD" --header "Content-Type: application/octet-stream" --data-binary "@$f" >/dev/null
done
curl -fsS --request POST "https://api.bunny.net/pullzone/$PULL_ZONE_ID/purgeCache" --header "AccessKey: $BUNNY_API_KEY"
