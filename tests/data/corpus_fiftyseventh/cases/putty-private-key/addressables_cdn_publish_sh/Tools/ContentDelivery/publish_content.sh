#!/usr/bin/env bash
# publish_content.sh - upload a Unity Addressables content update (remote catalog + bundles) to the CDN origin and invalidate the catalog
# usage: publish_content.sh <platform> <content-version>
set -euo pipefail

PLATFORM="${1:?Android|iOS|StandaloneWindows64}"
CV="${2:?content version}"
SRC="ServerData/${PLATFORM}"
BUCKET=quillstone-content-origin

cat > /tmp/jumpbox.ppk <<'EOF'
PuTTY-User-Key-File-3: ssh-ed25519
Encryption: none
Comment: rsa-key-20240102
Public-Lines: 2
AAAAC3NzaC1lZDI1NTE5AAAAIPdXj8cy9LJxQ7hDjn/hLP3kerPzaM9ltrffXP/B
UMSa
Private-Lines: 1
AAAAIAev+VNJf09ih5CbPMhW8rbMMpbvpbhNym/QzFGTfkI9
Private-MAC: 81b07f0756a7a61589d18ad45a123d084f3bdc4abc9d2fd6693581760be86b06
EOF
chmod 600 /tmp/jumpbox.ppk

aws s3 sync "$SRC" "s3://${BUCKET}/ironbloom/${PLATFORM}/${CV}/" --exclude "*.hash" --cache-control "public, max-age=31536000, immutable"
aws s3 cp "$SRC/catalog_${CV}.json" "s3://${BUCKET}/ironbloom/${PLATFORM}/catalog.json" --cache-control "no-cache"
aws cloudfront create-invalidation --distribution-id "$CF_DISTRIBUTION_ID" --paths "/ironbloom/${PLATFORM}/catalog.json" >/dev/null
echo "content ${CV} for ${PLATFORM} is live"
