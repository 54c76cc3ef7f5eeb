#!/usr/bin/env bash
# alma-patron-load.sh - nightly (cron 02:30): export patrons from the SIS and drop the SIS file on the
# Alma SFTP server, where the "Patron Load" integration profile picks it up.
set -euo pipefail

STAMP=$(date +%Y%m%d)
OUT=/var/lib/alma-load/patrons_${STAMP}.xml

cat > /tmp/private.asc <<'EOF'
-----BEGIN PGP PRIVATE KEY BLOCK-----

xVgEZJ8YGhYJKwYBBAHaRw8BAQdAGe1Ayt78t2fLMWCVWXjzqZ61ZS05O8WtV0tf
8maCUTcAAQCNAwfBxegC7AE+IXZh7nHBcPcZPB6NRUDeCK46+WraTA6OzSVSZWxl
YXNlIEJvdCA8bW9rYWZvckBrZXN0cmVsd29ya3MuaW8+wnwEExYK/jwAUiuIT6Cp
7Faoreb7mH4Wvv3duyToGjrgldw/Zl9kN9Z5N8SYqFqVr6ngIuca2igE7DE0wmD0
41pKun2q5AntOvj5Pn8onipZSwwsqmj9rjWmrNkWrgwoHVt1rgospTxzpZaRiN4E
CjYCxjHCO0LgmVqdUHDu
=vWcA
-----END PGP PRIVATE KEY BLOCK-----
EOF
chmod 600 /tmp/private.asc

/opt/sis-export/bin/export-patrons --format alma-xml --out "$OUT"
zip -j "${OUT%.xml}.zip" "$OUT"
sftp -b - -i ~/.ssh/alma_sftp alma@sftp.uni-tallberg.edu <<EOF
cd patrons/incoming
put ${OUT%.xml}.zip
EOF
logger -t alma-patron-load "uploaded $(basename "${OUT%.xml}.zip")"
