#!/usr/bin/env bash
# curl through wirepass: read a repository (allowed), then delete it (refused: a grant
# denies `repos.delete` to everyone). curl reads HTTPS_PROXY and CURL_CA_BUNDLE from
# `wirepass env`; the refusal code is the `x-wirepass-refused` header.
#
#   eval "$(wirepass env)"
#   export WIREPASS_SESSION="$(wirepass session mint --config wirepass.yaml --user alice@example.com)"
#   bash examples/curl/github.sh
set -euo pipefail
: "${WIREPASS_SESSION:?set WIREPASS_SESSION to a session token (wirepass session mint)}"
API=https://api.github.com

# One line per request: `LABEL STATUS -`, or `LABEL STATUS CODE` when wirepass refused it.
call() {
  local label=$1
  shift
  curl -sS -o /dev/null -H "x-wirepass-user: $WIREPASS_SESSION" \
    -w "$label %{http_code} %header{x-wirepass-refused}\n" "$@" |
    awk '{ print $1, $2, ($3 == "" ? "-" : $3) }'
}

call get-repo "$API/repos/acme/widgets"
call delete-repo -X DELETE "$API/repos/acme/widgets"
