#!/bin/bash
# ingest_dcp.sh - verify a delivered DCP (hashes in the PKL, CPL structure) with dcpomatic2_verify before it is copied
# to the screening room's server, and log the result to the deliveries tracker
set -euo pipefail

DCP="${1:?path to the DCP folder}"
NAME="$(basename "$DCP")"
LOG="/var/log/dcp-ingest/$NAME.log"

export JIRA_USER=priya.n@larkspur.dev
export ATLASSIAN_TOKEN=aemCV6eJvcOVXYaZkoKuzArJ

dcpomatic2_verify "$DCP" > "$LOG" 2>&1 || { echo "verify failed for $NAME, see $LOG" >&2; exit 1; }
grep -q "<ContentKind>advertisement</ContentKind>" "$DCP"/CPL_*.xml
rsync -a --checksum "$DCP/" "screening01:/data/ingest/$NAME/"
echo "$NAME verified and copied"
