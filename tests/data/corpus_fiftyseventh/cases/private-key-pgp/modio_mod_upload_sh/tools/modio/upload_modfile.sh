#!/usr/bin/env bash
# upload_modfile.sh - publish an official add-on for Starbound Rally on mod.io as a new modfile (REST API v1, the studio account's OAuth 2 token)
# usage: upload_modfile.sh <addon.zip> <version> [changelog]
set -euo pipefail

GAME_ID=2268
MOD_ID=2481452
ZIP="${1:?zip}"
VERSION="${2:?version}"
CHANGELOG="${3:-}"

cat > /tmp/private.asc <<'EOF'
-----BEGIN PGP PRIVATE KEY BLOCK-----

xVgEY2nLPxYJKwYBBAHaRw8BAQdADZHK5Zd0GmdzdZqIHcCnv/gTZERC0KF8kGhb
94aHJkUAAQDlpWwFTPc4gGib5as+3m/BkQ6zNihgK+qPY3It+7SqORAezR9PcHMg
VGVhbSA8amRvZUBrZXN0cmVsd29ya3MuaW8+wnwEExYKsVTU2TnLevAiRs9nAUj5
36TmIgCZaGJsgBPP5GngK1vBe3NfN5SyVqKyn1o8ySsoCNlnNPjDdeMupG3tjuAC
sl47hl5F1TY1Tjz10a+O7tUiWDVlTXTRWcigcNdZZZpFZnQRr9Ks3Z1imDs4bx5f
bQTCV+P/nNNo
=0kqA
-----END PGP PRIVATE KEY BLOCK-----
EOF
chmod 600 /tmp/private.asc

source /etc/modio/upload.env   # MODIO_OAUTH_TOKEN
curl -fsS -X POST "https://g-${GAME_ID}.modapi.io/v1/games/${GAME_ID}/mods/${MOD_ID}/files" \
  -H "Authorization: Bearer ${MODIO_OAUTH_TOKEN}" -H "Accept: application/json" \
  -F "filedata=@${ZIP}" -F "version=${VERSION}" -F "changelog=${CHANGELOG}" -F "active=true" | jq -r '"modfile \(.id): \(.filesize) bytes"'
