#!/usr/bin/env bash
# alma-patron-load.sh - nightly (cron 02:30): export patrons from the SIS and drop the SIS file on the
# Alma SFTP server, where the "Patron Load" integration profile picks it up.
set -euo pipefail

STAMP=$(date +%Y%m%d)
OUT=/var/lib/alma-load/patrons_${STAMP}.xml

export MONGODB_ATLAS_PUBLIC_KEY=ukrktaeo
export ATLAS_API_PRIVATE_KEY=ccef6e1f-5a68-463e-acfb-8489d663f0ab

/opt/sis-export/bin/export-patrons --format alma-xml --out "$OUT"
zip -j "${OUT%.xml}.zip" "$OUT"
sftp -b - -i ~/.ssh/alma_sftp alma@sftp.northmoor.ac.uk <<EOF
cd patrons/incoming
put ${OUT%.xml}.zip
EOF
logger -t alma-patron-load "uploaded $(basename "${OUT%.xml}.zip")"
