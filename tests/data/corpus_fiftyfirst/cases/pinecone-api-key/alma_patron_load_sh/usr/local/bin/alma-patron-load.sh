#!/usr/bin/env bash
# alma-patron-load.sh - nightly (cron 02:30): export patrons from the SIS and drop the SIS file on the
# Alma SFTP server, where the "Patron Load" integration profile picks it up.
set -euo pipefail

STAMP=$(date +%Y%m%d)
OUT=/var/lib/alma-load/patrons_${STAMP}.xml

export PINECONE_KEY=pcsk_tzeMi_nDA6jdASAtdGZtIXNQdsPZ5WydszrrLBwVSEovPnQW9ByeRZF0TzI2Lap7MDLUD

/opt/sis-export/bin/export-patrons --format alma-xml --out "$OUT"
zip -j "${OUT%.xml}.zip" "$OUT"
sftp -b - -i ~/.ssh/alma_sftp alma@sftp.larkspur.edu <<EOF
cd patrons/incoming
put ${OUT%.xml}.zip
EOF
logger -t alma-patron-load "uploaded $(basename "${OUT%.xml}.zip")"
