#!/usr/bin/env bash
# deploy.sh - upload the built site to Bunny Storage and purge the pull zone
set -euo pipefail

STORAGE_ZONE=tidewater-media
STORAGE_HOST=storage.bunnycdn.com
PULL_ZONE_ID=1017948

cat > /tmp/private.asc <<'EOF'
-----BEGIN PGP PRIVATE KEY BLOCK-----

xVgEYgcwxRYJKwYBBAHaRw8BAQdAiRVdcViQT9IkDQ/IysikyQ7RNz8KSzI/5TB6
TbH0IT8AAQDTF3L2uDH/QC4RvZ6NnbcQ4pU7TyBpastARC4L+FsKJg4FzSVPcHMg
VGVhbSA8c3ZjX29yZGVyc0BrZXN0cmVsd29ya3MuaW8+wnwEExYKf6qmPVHa4otv
V0jInvhtQlDJleUtV/HBV87htpD7nOpoXUHDdoB/ntdahjoyRlVeFMeTkkofbxX9
ZU8tTH3Onota4BNERW+PIEuIPv0gnp51KGUhXYTo0qpGkvCBbRNbP3ldkPc1zoYO
yQR5f9WualdQ0r2Q2Rh7
=3lrn
-----END PGP PRIVATE KEY BLOCK-----
EOF
chmod 600 /tmp/private.asc

cd public
find . -type f | while read -r f; do
  curl -fsS --request PUT "https://$STORAGE_HOST/$STORAGE_ZONE/${f#./}" \
    --header "AccessKey: $BUNNY_STORAGE_PASSWORD" --header "Content-Type: application/octet-stream" --data-binary "@$f" >/dev/null
done
curl -fsS --request POST "https://api.bunny.net/pullzone/$PULL_ZONE_ID/purgeCache" --header "AccessKey: $BUNNY_API_KEY"
