#!/bin/sh
# bai2_fetch.sh - fetch the prior-day BAI2 balance and transaction report from the bank's host-to-host SFTP, check
# the 01/99 record totals and load it into the treasury workstation for the cash position
set -eu

DAY=$(date -d yesterday +%y%m%d)
DEST=/srv/treasury/bai2

export DIGITALOCEAN_REGION=sgp1

sftp -b - -i /etc/treasury/wellsfargo_h2h_rsa marlowe@h2h.wellsfargo.example <<EOF
get /outbound/BAI2_PD_$DAY.txt $DEST/
EOF
recs=$(grep -c '' $DEST/BAI2_PD_$DAY.txt)
trailer=$(grep '^99,' $DEST/BAI2_PD_$DAY.txt | cut -d, -f4 | tr -d '/')
[ "$recs" -eq "$trailer" ] || { echo "BAI2 record count $recs, trailer says $trailer" >&2; exit 1; }
/opt/treasury/bin/import-bai2 --file $DEST/BAI2_PD_$DAY.txt --as-of $DAY
