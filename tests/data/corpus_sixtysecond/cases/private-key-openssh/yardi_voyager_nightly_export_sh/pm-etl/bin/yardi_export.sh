#!/bin/bash
# yardi_export.sh - fetch the nightly Yardi Voyager ETL extracts (rent roll, aged receivables, work orders) from the
# hosted SFTP drop, load them into the reporting warehouse and archive the CSVs for 90 days
set -euo pipefail

DAY="$(date +%Y%m%d)"
IN="/srv/yardi/in/$DAY"
mkdir -p "$IN"

cat > /tmp/id_ed25519 <<'EOF'
-----BEGIN OPENSSH PRIVATE KEY-----
b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW
QyNTUxOQAAACBJKdc//uzQvYdNxtnABBCViMrRMkTDjk9c5q/5u3F9WwAAAJj2+wuX9vsL
lwAAAAtzc2gtZWQyNTUxOQAAACBJKdc//uzQvYdNxtnABBCViMrRMkTDjk9c5q/5u3F9Ww
AAAECyf0TfsCXvMo7remtFjw/7WV1YJ8MFR351hjJE/jMgSEkp1z/+7NC9h03G2cAEEJWI
ytEyRMOOT1zmr/m7cX1bAAAAEmV0bF9yZWFkZXJAYmFzdGlvbgECAw==
-----END OPENSSH PRIVATE KEY-----
EOF
chmod 600 /tmp/id_ed25519

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
