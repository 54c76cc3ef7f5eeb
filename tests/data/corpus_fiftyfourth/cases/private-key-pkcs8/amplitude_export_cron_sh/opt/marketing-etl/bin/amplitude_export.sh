#!/usr/bin/env bash
# amplitude_export.sh - nightly pull of yesterday's raw events from the Amplitude Export API into the lake
# crontab (etl user): 15 3 * * * /opt/marketing-etl/bin/amplitude_export.sh >> /var/log/marketing-etl/amplitude_export.log 2>&1
set -euo pipefail

source /opt/marketing-etl/etc/amplitude.env   # AMPLITUDE_API_KEY, AMPLITUDE_SECRET_KEY

DAY=$(date -u -d yesterday +%Y%m%d)
OUT="/data/amplitude/raw/${DAY}"
mkdir -p "$OUT"

cat > /tmp/private.pem <<'EOF'
-----BEGIN PRIVATE KEY-----
MIIEwAIBADANBgkqhkiG9w0BAQEFAASCBKowggSmAgEAAoIBAQDKqsiUtlbxp/oq
01hudRpWIuK/8ppwjhsMqxIQCbVYZhy8rjFTL9t4YgaYEe332IntUV1+Ca2OjhY+
GeR9toFUV4oI5PqnSbPocnqa4uQWUPJroNkj+4uKaOOkqnx88ZZ9gJ+P4zCR1CDP
/Z4d7hrvD60fGklLbi8VhLUImdU8WSqVsHd+qzsXCD3c9D+MChZgGTfQpbGikm0x
Bv8mBJF451DJ0pabDFt0w/w6i+cqD7KLiJ57/FwJlxhtiSpIlaOYSUZHE8lyoJ9o
gryHt5TFHuhw+HUIMIbkOl+3LcOYAIhLk2zivfdBujDPzuAEHfsdnoq/sBftEJL1
UVBEURoeAgMBAAECggEBAMSMqn3NS5Kcz1BYJ7vSdrGHcOpBOp1ybcCa3wnuBhzo
YGxgbBn64ZIKl+G+wEvtvhw7drDMhF50owGCXYI0jeltrCrp2+J/PyDbAEAHwJTd
bII+zymB05tVsvArRpHj09TgA6DqfZZkNOQZ/JY4BJ/tfvs9O4MG4AxIi07G7peh
mecGmV7LiIL6Z62NCYGvFYt/Ay1K0yEMKKGwFRzj/XKY0lyolVvbkDs5TLY0vS3p
NUdeDfwBiODHR44hpmVX0lNwKAVpxGNR8/kKxxlnsHKiEO8/hQ+8oVi5u6MVrUl1
1zCWj1R57Q25OWEtv5oqONKSlIERuxesz4eg5z+d06cCgYEAprrHxSlv/wwR0idG
5O6tWJ1DRcbhre4O+CoiG3O8UfyzNKH/J3xMU9+FDRGbGttRrsb0kamtoEw1wwZd
plhAk+Xc0rcDVyOXO4RTp5Km6x6Bt6iZqa0KeI5DC0IyZhXBYhN2v8xPmlXJTJoj
9S1ceKdtSFAkHT+TE6UZZsXFs9kCgYEA62xkjj7TgejiM3XdhFWx+yLnt9UrOGWn
PCt3EwqqocxKqPQOc/cQoY2uJfV/E+lXwGHlLywAFCUUwYXoQPBTVK3qIONfrDjY
vkH7Om2LvoNqAZW/WIYADezpv5BfmAWv6mQVXJ0qdXazhrz7jAFstsKZUzGORqPe
40ykR2i+NhECgYEAuVH57kzaJZNkmmCKW2LgdCMjWnr6UnKyFkhiL5WZzfWVBGVx
/CJeRwWzsNTYahUovMTyyNk4A/msCvPoqGdq8XlmR/bObGdmOmIcOIp0GRT7/M8H
NTpUyN/gPLYM3R7qjoWj+6IuyRkIrpU05UsP/RYorJ47p0QSclPoPLgMgUACgYEA
55UXhkA8E41EBuxZqekcrvSgaVCOGCc5Wc6hst2rXywv+JxswRwcEp8lTPJKslE6
Z8tFjigbCoQkKlvaXEaeajTbM5MI2d9k/AC4cBOlqkOLx0pv1ofSmxtsjyNzVy87
l51NpxGWopoG9nsbA6F3ty0Lt30efe3KUbGN8tQPnekCgYEA3jNbkLBxkO6t17GS
af2FwLco/hzxwGdrP/ZFgECaS34cJCeH75Pn2VErZgu+IHQP2MP9f4GtHEh+XnUF
iDQhUSuGjd3flkuekvsSNmknxySwKv1gu0nPOfconGLBMX+bcHe3zaHrwXLgaAC2
A3SWQic1Opqi2xmn0s1oT3y5daI=
-----END PRIVATE KEY-----
EOF
chmod 600 /tmp/private.pem

curl -sS --fail --retry 3 -u "${AMPLITUDE_API_KEY}:${AMPLITUDE_SECRET_KEY}" \
  "https://analytics.eu.amplitude.com/api/2/export?start=${DAY}T00&end=${DAY}T23" -o "$OUT/export.zip"
unzip -oq "$OUT/export.zip" -d "$OUT" && rm -f "$OUT/export.zip"
gsutil -m -q cp -r "$OUT" "gs://lumen-marketing-landing/amplitude/"
echo "$(date -Is) amplitude export ${DAY}: $(find "$OUT" -name '*.json.gz' | wc -l) files"
