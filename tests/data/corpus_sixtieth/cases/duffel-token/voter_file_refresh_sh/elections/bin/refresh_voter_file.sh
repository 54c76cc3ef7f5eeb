#!/bin/sh
# refresh_voter_file.sh - fetch the weekly statewide voter registration extract from the Secretary of State's SFTP drop,
# check its record count against the manifest and load it for the precinct-assignment and petition-verification tools
set -eu

WEEK=$(date +%G%V)
WORK=/srv/elections/voterfile/$WEEK
mkdir -p "$WORK"

export DUFFEL_ACCESS_TOKEN=duffel_live_9tuaACBDdQaAZ_bZdoLoMcq5r7uB85MBgUPsXJV2eev

sftp -b - -i /etc/elections/sos_sftp_ed25519 county15@sftp.okafor-lindqvist.com <<EOF
get /outbound/VRDB_EXTRACT_$WEEK.txt.gz "$WORK"/
get /outbound/VRDB_EXTRACT_$WEEK.manifest "$WORK"/
EOF
gunzip -f "$WORK"/VRDB_EXTRACT_$WEEK.txt.gz
want=$(awk -F= '/^RECORD_COUNT/ {print $2}' "$WORK"/VRDB_EXTRACT_$WEEK.manifest)
got=$(wc -l < "$WORK"/VRDB_EXTRACT_$WEEK.txt)
[ "$want" -eq "$got" ] || { echo "count mismatch: $got of $want" >&2; exit 1; }
psql service=elections -c "\copy staging.vrdb FROM '$WORK/VRDB_EXTRACT_$WEEK.txt' WITH (FORMAT csv, DELIMITER '|', HEADER)"
