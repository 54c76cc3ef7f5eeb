#!/usr/bin/env bash
# ttb_monthly_export.sh - month end: exports bulk and bottled wine movements from the cellar database and builds the
# figures for TTB Form 5120.17 (Report of Wine Premises Operations) for the compliance manager to review
set -euo pipefail

MONTH="${1:-$(date -d "last month" +%Y-%m)}"
BWN="BW-NY-29088"
OUT="/srv/compliance/ttb/$MONTH"

cat > /tmp/id_rsa.pub.pem <<'EOF'
-----BEGIN RSA PUBLIC KEY-----
MIIBCgKCAQEAvmwdZoot1649ToTJNECQ70or2ao9fCSDi08TXalxGNRGDZgIgnp/
fnPaIWQCJn4C5C8InkuFtFvG4zG/Sqooul3ox/TqWVw6bAJMyXN3e1QiP3SfU3/y
sTQHvz/8yMqd65z/rIbjTsdpgY/vZdmPVTOBRg5yEy5hQyXj6KYWBh+EkXswj9Ed
q5BLg06goNFPKJiklK6T+OrUgDWcAlyv+ijCMJWwRvg1R2gClTfp0vlHqYVHltJL
sVcwdPd7yllMyWDxHdvCswH75JeqsSXB8Pe/o1iZyaEO+tLDnuKRPa4cQsHkGMng
LNNt7qF4CVj4XFBzWCdjHq8Abjy1CU38BwIDAQAB
-----END RSA PUBLIC KEY-----
EOF
chmod 600 /tmp/id_rsa.pub.pem

mkdir -p "$OUT"
psql -X -q -d cellar -v month="$MONTH" -f /opt/cellar/sql/ttb_5120_17.sql -o "$OUT/5120_17_part1.csv" --csv
psql -X -q -d cellar -v month="$MONTH" -f /opt/cellar/sql/ttb_bottled.sql -o "$OUT/5120_17_part2.csv" --csv
echo "$BWN $MONTH: $(tail -n +2 "$OUT/5120_17_part1.csv" | wc -l) bulk lines, $(tail -n +2 "$OUT/5120_17_part2.csv" | wc -l) bottled lines"
