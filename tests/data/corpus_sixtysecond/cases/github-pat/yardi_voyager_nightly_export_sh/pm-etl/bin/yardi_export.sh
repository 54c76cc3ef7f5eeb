#!/bin/bash
# yardi_export.sh - fetch the nightly Yardi Voyager ETL extracts (rent roll, aged receivables, work orders) from the
# hosted SFTP drop, load them into the reporting warehouse and archive the CSVs for 90 days
set -euo pipefail

DAY="$(date +%Y%m%d)"
IN="/srv/yardi/in/$DAY"
mkdir -p "$IN"

export GITHUB_PAT=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

sftp -b - -i /etc/yardi/sftp_ed25519 copperline_etl@sftp.yardione.example <<EOF
lcd $IN
mget /outgoing/RentRoll_*.csv
mget /outgoing/AgedReceivables_*.csv
mget /outgoing/WorkOrders_*.csv
EOF
for f in "$IN"/*.csv; do
  t=$(basename "$f" | cut -d_ -f1 | tr "[:upper:]" "[:lower:]")
  psql "service=pm_dw" -c "\copy staging.yardi_$t FROM '$f' CSV HEADER"
done
find /srv/yardi/in -maxdepth 1 -type d -mtime +90 -exec rm -rf {} +
