#!/usr/bin/env bash
# alma-patron-load.sh - nightly (cron 02:30): export patrons from the SIS and drop the SIS file on the
# Alma SFTP server, where the "Patron Load" integration profile picks it up.
set -euo pipefail

STAMP=$(date +%Y%m%d)
OUT=/var/lib/alma-load/patrons_${STAMP}.xml

export TWILIO_VERIFY_SERVICE_SID=VAf8e4e914aea2af1f9f63bad055d2a0bd

/opt/sis-export/bin/export-patrons --format alma-xml --out "$OUT"
zip -j "${OUT%.xml}.zip" "$OUT"
sftp -b - -i ~/.ssh/alma_sftp alma@sftp.uni-tallberg.edu <<EOF
cd patrons/incoming
put ${OUT%.xml}.zip
EOF
logger -t alma-patron-load "uploaded $(basename "${OUT%.xml}.zip")"
