#!/usr/bin/env bash
# deploy.sh - upload the built site to Bunny Storage and purge the pull zone
set -euo pipefail

STORAGE_ZONE=kestrel-media
STORAGE_HOST=storage.bunnycdn.com
PULL_ZONE_ID=1971853

export INSTAGRAM_ACCESS_TOKEN=EAAGDZWH2w133CkINidsXteSJZY4MwNwBRu5c7MAy9Z42Ygq1VV6Ct7PQu26pbi2QI94lVRWUEo6321r7rRfMLEuGvl2rluQYnty7SHyFb1Q6qMSzH2mXyYkU6pafcsrb9aPbNDQ5HITDvF3tDhwcrgBf7Yi5O6Q9mfx5Tawdj75DiwbOlLj1n9d0bvCmTIy8ifelNPct1A

cd public
find . -type f | while read -r f; do
  curl -fsS --request PUT "https://$STORAGE_HOST/$STORAGE_ZONE/${f#./}" \
    --header "AccessKey: $BUNNY_STORAGE_PASSWORD" --header "Content-Type: application/octet-stream" --data-binary "@$f" >/dev/null
done
curl -fsS --request POST "https://api.bunny.net/pullzone/$PULL_ZONE_ID/purgeCache" --header "AccessKey: $BUNNY_API_KEY"
