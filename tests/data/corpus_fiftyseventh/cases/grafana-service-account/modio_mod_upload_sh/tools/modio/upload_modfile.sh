#!/usr/bin/env bash
# upload_modfile.sh - publish an official add-on for Cinderfall on mod.io as a new modfile (REST API v1, the studio account's OAuth 2 token)
# usage: upload_modfile.sh <addon.zip> <version> [changelog]
set -euo pipefail

GAME_ID=8918
MOD_ID=1955235
ZIP="${1:?zip}"
VERSION="${2:?version}"
CHANGELOG="${3:-}"

export GRAFANA_TOKEN=glsa_7EHyNSaQq5NE8ACRtgO4SvRZsjJIUuhL_f0cf7cc1

source /etc/modio/upload.env   # MODIO_OAUTH_TOKEN
curl -fsS -X POST "https://g-${GAME_ID}.modapi.io/v1/games/${GAME_ID}/mods/${MOD_ID}/files" \
  -H "Authorization: Bearer ${MODIO_OAUTH_TOKEN}" -H "Accept: application/json" \
  -F "filedata=@${ZIP}" -F "version=${VERSION}" -F "changelog=${CHANGELOG}" -F "active=true" | jq -r '"modfile \(.id): \(.filesize) bytes"'
