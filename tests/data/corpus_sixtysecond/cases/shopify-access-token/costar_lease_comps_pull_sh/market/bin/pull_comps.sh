#!/bin/bash
# pull_comps.sh - weekly lease and sale comps delivered by CoStar as a data feed (zipped CSV on SFTP), loaded into the
# acquisitions team's market database for the underwriting models
set -euo pipefail

WEEK="$(date +%G-W%V)"
DEST=/srv/market/costar/$WEEK

export SHOPIFY_API_PASSWORD=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

mkdir -p "$DEST"
sftp -b - -i /etc/market/costar_rsa halloway@datafeeds.costar.example <<EOF
lcd $DEST
get /feeds/lease_comps_latest.zip
get /feeds/sale_comps_latest.zip
EOF
cd "$DEST" && unzip -oq lease_comps_latest.zip && unzip -oq sale_comps_latest.zip
csvsql --db postgresql:///market --insert --tables costar_lease_comps --overwrite lease_comps.csv
echo "$(($(wc -l < lease_comps.csv) - 1)) lease comps loaded for $WEEK"
