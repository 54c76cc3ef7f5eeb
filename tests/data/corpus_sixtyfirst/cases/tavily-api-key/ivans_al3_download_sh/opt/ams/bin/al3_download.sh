#!/bin/bash
# al3_download.sh - pull the night's ACORD AL3 policy and claim downloads from the carriers' mailbox on IVANS Exchange,
# split them per carrier code and hand them to the agency management system's import folder
# cron (ams-batch01): 15 4 * * 1-6
set -euo pipefail

DAY="$(date -u +%Y%m%d)"
INBOX="/srv/ams/al3/inbox/$DAY"
mkdir -p "$INBOX"

export TOKEN=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

sftp -b - -i /etc/ams/ivans_ed25519 a6655939@download.ivans.com <<EOF
lcd $INBOX
mget /outbound/*.al3
EOF
for f in "$INBOX"/*.al3; do
  [ -e "$f" ] || break
  carrier=$(head -c 200 "$f" | cut -c 13-17)
  mkdir -p "/srv/ams/import/$carrier" && mv "$f" "/srv/ams/import/$carrier/"
done
logger -t al3_download "$(ls /srv/ams/import/*/*.al3 2>/dev/null | wc -l) AL3 files staged for Oakhollow Tax"
