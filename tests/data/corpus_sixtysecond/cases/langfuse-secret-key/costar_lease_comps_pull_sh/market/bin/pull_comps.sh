#!/bin/bash
# pull_comps.sh - weekly lease and sale comps delivered by CoStar as a data feed (zipped CSV on SFTP), loaded into the
# acquisitions team's market database for the underwriting models
set -euo pipefail

WEEK="$(date +%G-W%V)"
DEST=/srv/market/costar/$WEEK

export LANGFUSE_PUBLIC_KEY=pk-lf-9bfb45a4-23df-40cc-8759-8b35c6a71e52
export LANGFUSE_SECRET_KEY=sk-lf-7e5486f2-31f3-49f3-af17-d895591e3b72

mkdir -p "$DEST"
sftp -b - -i /etc/market/costar_rsa halloway@datafeeds.costar.example <<EOF
lcd $DEST
get /feeds/lease_comps_latest.zip
get /feeds/sale_comps_latest.zip
EOF
cd "$DEST" && unzip -oq lease_comps_latest.zip && unzip -oq sale_comps_latest.zip
csvsql --db postgresql:///market --insert --tables costar_lease_comps --overwrite lease_comps.csv
echo "$(($(wc -l < lease_comps.csv) - 1)) lease comps loaded for $WEEK"
