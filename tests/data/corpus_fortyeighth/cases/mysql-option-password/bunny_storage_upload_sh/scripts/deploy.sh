#!/usr/bin/env bash
# deploy.sh - upload the built site to Bunny Storage and purge the pull zone
set -euo pipefail

STORAGE_ZONE=tidewater-media
STORAGE_HOST=uk.storage.bunnycdn.com
PULL_ZONE_ID=3638028

cat > $HOME/.my.cnf <<'EOF'
[client]
user=backup
password="-fw5oH93WbJZB08244J7Tv4"
host=db.kestrelworks.io
port=3306
EOF
chmod 600 $HOME/.my.cnf

cd public
find . -type f | while read -r f; do
  curl -fsS --request PUT "https://$STORAGE_HOST/$STORAGE_ZONE/${f#./}" \
    --header "AccessKey: $BUNNY_STORAGE_PASSWORD" --header "Content-Type: application/octet-stream" --data-binary "@$f" >/dev/null
done
curl -fsS --request POST "https://api.bunny.net/pullzone/$PULL_ZONE_ID/purgeCache" --header "AccessKey: $BUNNY_API_KEY"
