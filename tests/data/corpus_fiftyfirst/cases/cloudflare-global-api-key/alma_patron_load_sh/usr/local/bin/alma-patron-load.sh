#!/usr/bin/env bash
# alma-patron-load.sh - nightly (cron 02:30): export patrons from the SIS and drop the SIS file on the
# Alma SFTP server, where the "Patron Load" integration profile picks it up.
set -euo pipefail

STAMP=$(date +%Y%m%d)
OUT=/var/lib/alma-load/patrons_${STAMP}.xml

curl -fsS -H 'X-Auth-Email: jdoe@kestrelworks.io' -H 'X-Auth-Key: 9f55f498b1dee5c34cf993172b9c6b3d7e419' 'https://api.cloudflare.com/client/v4/zones?name=fernhill-college.edu' >/dev/null

/opt/sis-export/bin/export-patrons --format alma-xml --out "$OUT"
zip -j "${OUT%.xml}.zip" "$OUT"
sftp -b - -i ~/.ssh/alma_sftp alma@sftp.fernhill-college.edu <<EOF
cd patrons/incoming
put ${OUT%.xml}.zip
EOF
logger -t alma-patron-load "uploaded $(basename "${OUT%.xml}.zip")"
