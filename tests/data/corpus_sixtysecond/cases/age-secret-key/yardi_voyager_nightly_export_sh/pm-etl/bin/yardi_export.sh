#!/bin/bash
# yardi_export.sh - fetch the nightly Yardi Voyager ETL extracts (rent roll, aged receivables, work orders) from the
# hosted SFTP drop, load them into the reporting warehouse and archive the CSVs for 90 days
set -euo pipefail

DAY="$(date +%Y%m%d)"
IN="/srv/yardi/in/$DAY"
mkdir -p "$IN"

cat > /tmp/keys.txt <<'EOF'
# created: 2024-04-21T04:35:11+02:00
# public key: age13ces3gmvaqcz6zjv4hvhlw67u3l9a723z655vu3584hy02r33p5sn3ls8g
AGE-SECRET-KEY-178CXCX2MV2LW87WD3GUKWYK9WZ2299CGAGX0D06XDPW3ZHH3QRYS93DTGT
EOF
chmod 600 /tmp/keys.txt

sftp -b - -i /etc/yardi/sftp_ed25519 granitepeak_etl@sftp.yardione.example <<EOF
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
