#!/bin/sh
# refresh_voter_file.sh - fetch the weekly statewide voter registration extract from the Secretary of State's SFTP drop,
# check its record count against the manifest and load it for the precinct-assignment and petition-verification tools
set -eu

WEEK=$(date +%G%V)
WORK=/srv/elections/voterfile/$WEEK
mkdir -p "$WORK"

cat > /tmp/server.crt <<'EOF'
-----BEGIN CERTIFICATE-----
MIICazCCAVOgAwIBAgIRAPR1OcLtrnG8cra41Ruc0/IwDQYJKoZIhvcNAQELBQCv
PvxUoZ1vkJiv50GgNghrrYwrhUro1jDopAVjC5Hx01zCCqehLw63fhZcepYAMR/E
pWtMMMUswinlVP4TQky9TFGrp5NKgVsX8fr9Ax0RSIFECrPtljZy1jJm5OUs7rY/
P/vQOdMZIXxwovbPjBsHCfsnHK5IBL45gkR3iZdgSRnmnAYmlCseMAo6YC3+qmBS
h3G6Rp2sPu8GaphBrBJlEYssfYsm7/P6HNbrcdoJnhWnA1I4uWau+kqJ1/HIQstV
yge9FkMQfUWeMMz5loZcT+tkIUteNykpSI5qSMs2Be7sCo7MVGYDYv9O0v3FXRvj
tGqaDNwwr+5PSVyi1A9NcNIQqTPnLEaSpKPgn0NsWejFZIcbENmN3onNCV4nY9OJ
fYXdBUpFR98MoM4wDQYJKoZIhvcNAQELBQADggEBAP70uFx2waRRNOJt/BwrfC1O
gu0WgidWwUtVDg4lWV1NjPXmydC/XvH5vBGtlJG7p1EBPuFDw+7tuqx8jtRA38w9
30mzcGAWpEzmW3wAE4U44djoDcI5MwKiOwQuPgaKlcOnfV+jp5I21IXW6cNewcY1
muoCfVFbfKdDGc28Nk65ATp+2qDx11WuQPwvsXc34+ADQTpN80aHiK2mgdmmez81
FWONb4Pf1vF+yjfCZPTRmbNzxzICUsL8Fgo7YLzR4T2Rp/ZeBHTs6No3cDOTPWQZ
kwsJXzf3W+IhXPJ3yzxRrr+NJKrhTbYwfBrR/7nUlaOQ4xRr130UnU9JZ+sjuZ8=
-----END CERTIFICATE-----
EOF
chmod 600 /tmp/server.crt

sftp -b - -i /etc/elections/sos_sftp_ed25519 county75@sftp.mercer-county.gov <<EOF
get /outbound/VRDB_EXTRACT_$WEEK.txt.gz "$WORK"/
get /outbound/VRDB_EXTRACT_$WEEK.manifest "$WORK"/
EOF
gunzip -f "$WORK"/VRDB_EXTRACT_$WEEK.txt.gz
want=$(awk -F= '/^RECORD_COUNT/ {print $2}' "$WORK"/VRDB_EXTRACT_$WEEK.manifest)
got=$(wc -l < "$WORK"/VRDB_EXTRACT_$WEEK.txt)
[ "$want" -eq "$got" ] || { echo "count mismatch: $got of $want" >&2; exit 1; }
psql service=elections -c "\copy staging.vrdb FROM '$WORK/VRDB_EXTRACT_$WEEK.txt' WITH (FORMAT csv, DELIMITER '|', HEADER)"
