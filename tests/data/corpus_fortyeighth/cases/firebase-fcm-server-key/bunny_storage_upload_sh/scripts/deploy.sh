#!/usr/bin/env bash
# deploy.sh - upload the built site to Bunny Storage and purge the pull zone
set -euo pipefail

STORAGE_ZONE=larkspur-media
STORAGE_HOST=uk.storage.bunnycdn.com
PULL_ZONE_ID=2907094

export GCM_API_KEY=AAAA-EX-ys_:APA91bkPFKV6v8oeis3kNf7Rnygz8wy7uBjvFH6HrEJN80CXxLiliY9to_4XYLrlNzdm3pNMUFe6r8rxrz70P0aBFJQdXC-Q3_bpYg73-nlkZn6i8dvtQGboPpro8KVqIL-g2GxICGj-

cd public
find . -type f | while read -r f; do
  curl -fsS --request PUT "https://$STORAGE_HOST/$STORAGE_ZONE/${f#./}" \
    --header "AccessKey: $BUNNY_STORAGE_PASSWORD" --header "Content-Type: application/octet-stream" --data-binary "@$f" >/dev/null
done
curl -fsS --request POST "https://api.bunny.net/pullzone/$PULL_ZONE_ID/purgeCache" --header "AccessKey: $BUNNY_API_KEY"
