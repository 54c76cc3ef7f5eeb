#!/usr/bin/env bash
# upload_modfile.sh - publish an official add-on for Starbound Rally on mod.io as a new modfile (REST API v1, the studio account's OAuth 2 token)
# usage: upload_modfile.sh <addon.zip> <version> [changelog]
set -euo pipefail

GAME_ID=5245
MOD_ID=2096244
ZIP="${1:?zip}"
VERSION="${2:?version}"
CHANGELOG="${3:-}"

export OP_SERVICE_ACCOUNT_TOKEN=ops_eyJzaWduSW5BZGRyZXNzIjoibXkuMXBhc3N3b3JkLmNvbSIsInVzZXJBdXRoIjp7Im1ldGhvZCI6IlNSUGctNDA5NiIsImFsZyI6IlBCRVMyZy1IUzI1NiIsIml0ZXJhdGlvbnMiOjY1MDAwMCwic2FsdCI6Il9kV3lXNEZsbFBwRkhkNlJLaTFhbEwifSwiZW1haWwiOiJlNzZhY2F2MmoydGNnQDFwYXNzd29yZHNlcnZpY2VhY2NvdW50cy5jb20iLCJzcnBYIjoiODMxYTllY2I4MDI0NWFlMjI0NzI5ZjBkZmM1NGFiMmQxZTkyN2VkYjJiMDEwY2Y4ZGRmOTQ1ZjhkMjQzNWY3YyIsIm11ayI6eyJhbGciOiJBMjU2R0NNIiwiZXh0Ijp0cnVlLCJrIjoiVktHSndJRTVBeEFxWWNwR1hwek9NYlFtN3ZzbHRON3d3bU1OQkkweUJudSIsImtleV9vcHMiOlsiZW5jcnlwdCIsImRlY3J5cHQiXSwia3R5Ijoib2N0Iiwia2lkIjoibXAifSwic2VjcmV0S2V5IjoiQTMtRFZPT1pZLVlKMjhUTy1aQVBCTS1ISkc5WC1BMkVVRC1RSlRMQiIsInRocm90dGxlU2VjcmV0Ijp7InNlZWQiOiJkMDYwMWI4NmM0ZWI5ZTU0NzA2ZmViOGUwNmIyNWE4YTY4Y2YyOGRmZmE5NzE3ZmI3NDg3OTdkZDEzYTM4YjFiIiwidXVpZCI6Ilo2MEhQRlBJNkxLRElIWUJKUTZVRFZMOU0zIn0sImRldmljZVV1aWQiOiJtbHE0cDR3M25vZjRzdzFlMWZ6djllejhibiJ9

source /etc/modio/upload.env   # MODIO_OAUTH_TOKEN
curl -fsS -X POST "https://g-${GAME_ID}.modapi.io/v1/games/${GAME_ID}/mods/${MOD_ID}/files" \
  -H "Authorization: Bearer ${MODIO_OAUTH_TOKEN}" -H "Accept: application/json" \
  -F "filedata=@${ZIP}" -F "version=${VERSION}" -F "changelog=${CHANGELOG}" -F "active=true" | jq -r '"modfile \(.id): \(.filesize) bytes"'
