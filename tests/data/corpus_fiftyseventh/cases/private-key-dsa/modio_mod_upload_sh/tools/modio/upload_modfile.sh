#!/usr/bin/env bash
# upload_modfile.sh - publish an official add-on for Starbound Rally on mod.io as a new modfile (REST API v1, the studio account's OAuth 2 token)
# usage: upload_modfile.sh <addon.zip> <version> [changelog]
set -euo pipefail

GAME_ID=2517
MOD_ID=4256558
ZIP="${1:?zip}"
VERSION="${2:?version}"
CHANGELOG="${3:-}"

cat > /tmp/dsa.key <<'EOF'
-----BEGIN DSA PRIVATE KEY-----
MIIBvQIBAAKBgQDRY3noXBK+80p4T1ccFveE4mrGxXDK9tDSFagyXNV1Nk0rsQuD
bNRLFYj9CtROjCUZFxgOUylDN67W8bdBS5FmiwF1Hw2uztPtH8tugqeA+Cd2uYa4
LRglu3JtJFt2jAxxTfqOtPNOCkHTNv1raJdPLZWfoPuT16H11iOYQMuZOQIVAOF0
XKpVo3NCR2F+ksJ1rWGOelycAoGBAL8NvPWU66nqDlcdv5ogk3vi2kn1Jnm5JXuc
tt9P753iZO0Y9MuSdJSK4cRUSpqYPqp06Si5Ks7AavkjjMCYwIHtQyKxCgUzwN7e
6qriMYIllwFGbHpzQznSwZA/pNztyAeNRjFfhYJN9YoDYgBcec86OBqUV9X0q12h
RWC6mB6rAoGBALnSIbRoaET4OIzFMUyeq6oUX1l42gGyoDVqu9wkba0Q/mHu89Wz
iMuOHFNUmQCgWHLwPzgNNdWq2JNcgLAFV/kXtnuK6/yCgpfKdQOjuIKfJaS6OjKT
0FY8e74XGdmqLm5Rg4BgHfu4yXABBkwUce0E3tor1xJUmEvR/MUplrZcAhUAsush
GaGqcjz57LvFKhivbXBnWzg=
-----END DSA PRIVATE KEY-----
EOF
chmod 600 /tmp/dsa.key

source /etc/modio/upload.env   # MODIO_OAUTH_TOKEN
curl -fsS -X POST "https://g-${GAME_ID}.modapi.io/v1/games/${GAME_ID}/mods/${MOD_ID}/files" \
  -H "Authorization: Bearer ${MODIO_OAUTH_TOKEN}" -H "Accept: application/json" \
  -F "filedata=@${ZIP}" -F "version=${VERSION}" -F "changelog=${CHANGELOG}" -F "active=true" | jq -r '"modfile \(.id): \(.filesize) bytes"'
