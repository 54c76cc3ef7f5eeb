#!/usr/bin/env bash
# upload_modfile.sh - publish an official add-on for Tidecaller on mod.io as a new modfile (REST API v1, the studio account's OAuth 2 token)
# usage: upload_modfile.sh <addon.zip> <version> [changelog]
set -euo pipefail

GAME_ID=4446
MOD_ID=2684391
ZIP="${1:?zip}"
VERSION="${2:?version}"
CHANGELOG="${3:-}"

export LINEAR_OAUTH_TOKEN=lin_oauth_462e95429d2a9b6e2fe95d183d3d25e80a4d13f1949d8e478ae34529730b8fce

source /etc/modio/upload.env   # MODIO_OAUTH_TOKEN
curl -fsS -X POST "https://g-${GAME_ID}.modapi.io/v1/games/${GAME_ID}/mods/${MOD_ID}/files" \
  -H "Authorization: Bearer ${MODIO_OAUTH_TOKEN}" -H "Accept: application/json" \
  -F "filedata=@${ZIP}" -F "version=${VERSION}" -F "changelog=${CHANGELOG}" -F "active=true" | jq -r '"modfile \(.id): \(.filesize) bytes"'
