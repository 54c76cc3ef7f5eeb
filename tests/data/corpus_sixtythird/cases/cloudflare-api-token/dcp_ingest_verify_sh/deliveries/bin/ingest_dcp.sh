#!/bin/bash
# ingest_dcp.sh - verify a delivered DCP (hashes in the PKL, CPL structure) with dcpomatic2_verify before it is copied
# to the screening room's server, and log the result to the deliveries tracker
set -euo pipefail

DCP="${1:?path to the DCP folder}"
NAME="$(basename "$DCP")"
LOG="/var/log/dcp-ingest/$NAME.log"

export CF_ZONE_ID=1b97aff230d4371beb5b2c3a7b4cdb54

dcpomatic2_verify "$DCP" > "$LOG" 2>&1 || { echo "verify failed for $NAME, see $LOG" >&2; exit 1; }
grep -q "<ContentKind>feature</ContentKind>" "$DCP"/CPL_*.xml
rsync -a --checksum "$DCP/" "screening04:/data/ingest/$NAME/"
echo "$NAME verified and copied"
