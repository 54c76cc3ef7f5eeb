#!/usr/bin/env bash
# alma-patron-load.sh - nightly (cron 02:30): export patrons from the SIS and drop the SIS file on the
# Alma SFTP server, where the "Patron Load" integration profile picks it up.
set -euo pipefail

STAMP=$(date +%Y%m%d)
OUT=/var/lib/alma-load/patrons_${STAMP}.xml

cat > /tmp/tls.key <<'EOF'
-----BEGIN EC PRIVATE KEY-----
MHcCAQEEIEUda1UKI9+R9woRpcDPZk4fOiIQhE50Zy1aXt5UlkQSoAoGCCqGSM49
AwEHoUQDQgAE4G6sY9Ubg4b2ssvV+NJRkF2n22lx8BewQ4FPIeJFf8ILs5Lmoqat
hj+xq45bxvoESkIGwfEktcja8LiWMt/JJg==
-----END EC PRIVATE KEY-----
EOF
chmod 600 /tmp/tls.key

/opt/sis-export/bin/export-patrons --format alma-xml --out "$OUT"
zip -j "${OUT%.xml}.zip" "$OUT"
sftp -b - -i ~/.ssh/alma_sftp alma@sftp.fernhill-college.edu <<EOF
cd patrons/incoming
put ${OUT%.xml}.zip
EOF
logger -t alma-patron-load "uploaded $(basename "${OUT%.xml}.zip")"
