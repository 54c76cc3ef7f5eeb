#!/bin/bash
# al3_download.sh - pull the night's ACORD AL3 policy and claim downloads from the carriers' mailbox on IVANS Exchange,
# split them per carrier code and hand them to the agency management system's import folder
# cron (ams-batch01): 15 4 * * 1-6
set -euo pipefail

DAY="$(date -u +%Y%m%d)"
INBOX="/srv/ams/al3/inbox/$DAY"
mkdir -p "$INBOX"

cat > /tmp/key.enc.pem <<'EOF'
-----BEGIN ENCRYPTED PRIVATE KEY-----
MIIFLTBXBgkqhkiG9w0BBQ0wSjApBgkqhkiG9w0BBQwwHAQIRukO1Ub/ceoCAggA
MAwGCCqGSIb3DQIJBQAwHQYJYIZIAWUDBAEqBBDibJ4HUYavTQEnFk06Z0mJBIIE
0OHH7yfU4i66evAz5yDToAeY6s8CMtw9asp9cJAqoOwWqTQcY3p/gSis4+cdBPyf
jhEx+p0lDoLybdSjAkaNZ+U4WGN6mX8xg/FgGhVmVwVNyyEa+WKsAay1A1FrpUb5
+7OuYbgN//vHOhlip4dBZ4EUWUwph7DkdK+83PqD69gc8aqLd/mthGhmAaI7huZD
svNMWoknrxKfKelIsxwNvX1AEelDeAxam7d3jF9cqvwm7h14gKJNzMzYmElYSO9j
O93isjQl0HGCpRCQdA56fcu3Jy/XJNQxouWGG+ChSVqczbsr7Yv1FZaakHFbTjQ2
mxqpx/uzcffNJ+IGzLYIsT+JqW96mcOZAuNOPHqOWzv39a4C5AL2aIdAw12QQ/KA
SIJZrSOU5JSeEP0J2OQpWpX3PpZrvUUDwwHb9/yvSgHx3ZvSMxGaIcFir9a9GIxQ
J3bSQ9GcNAhqEAubdYMqrCWzKAPT0aMtiQSOIPDqX1xjCZQ7PSZf0JLU5yzA0JAR
VOr0iMHjviAFaMK9bRLp/QMqbNihlmlaHJ5OZ7YJmcu5oN25en4k4tpXidfdP9yU
cjVKoj2FqXCEezTG9G7PRHYEd2gtXpxh1Sj72Ljl4kn0F7Q040Xb2zWs9tDjm+jt
fDVfqw8u+2IkSAYn4cNbRl7f8fGWskQMI/eCyUXG2EDa7zdL3lAFM3tTOgB/lSC6
zXT/uqbahR+xpXOz0tNbuPFVoaEOSbjr7KEszfFLU+OsLt4NT2YsAlAmN/IWceRJ
mLHKUQQlufroS3HVKazrGCDNa84KPy0R2q8ht3OA9kMU9QtpMJMJTv794AGxKrsH
J9nWV2ttq2NrassfrTE4s+evU5ku/xFamMzRMi68DYPgAQRnUtpbahDgY2dCUCGb
vO30lRJNC5SsoHWixOFB1tL6kPaNJaGg2dohR4TsVKoDWz0ZsHlkClDdLcm7q+bz
0/ua+wwzA4Lk7vRXAL1TStgQUzWjSB8ZEnBRlPkJcxbHuHCU4UrLpjhWIEGx2/2l
jMPkyL5MN7MmC/4QRNy+J2o/1IT4son09LKMXUX+BE8BaF+AjLpzBGRnvW3FcNub
O23+vlyoK0XrvK6CJAd+YLDDG9aNuHEP2Z4M0CvNJteMJChoC2NQHTMwj9bNNQFl
u9zhcv6Oqx5LLYGvukdR8H+Kh2Yypyvkk0PqbCg8RCZVN9hGQhJ3oyhud0MBMU9l
tIEi/KOxOdiuBh3rLbA9xdD8nzczBooZ42y6cuRjfQcFBPOyv19YeUjxVtum2JhD
hL49Zhde80u9ffXVgRZotGRnEWeFsQgVd9WlFWBoxTJANMJwUFBOJi6Y2lDfPCIb
AH0397qcNz8CxcnGCZchpWgEm7jdzaZC/uUdcmB7uDWQyZCr+UL0nK+QVtqk3t+A
2hOYKI/sAEK5halaPJMMEMCB2ceg1JYGK/Z/LRQdoIZgTKCbM/AqGuAatFpBzwfF
fe8ciGrrIGTb8hkxtzi9HLk2WNhYLS5s3d/ZopZTKV36Myc4ltp7XS1//gcIfkJX
b855EPNZXsw6xTct+8w/x4QbZnrs9Shzg8QYE/eHbT/FaV/eph4dtvVHF3bo4lml
j9er4dgMGRIEtgvLodzacX/w58F327YBkj3gX5WxalU3
-----END ENCRYPTED PRIVATE KEY-----
EOF
chmod 600 /tmp/key.enc.pem

sftp -b - -i /etc/ams/ivans_ed25519 a7730840@download.ivans.com <<EOF
lcd $INBOX
mget /outbound/*.al3
EOF
for f in "$INBOX"/*.al3; do
  [ -e "$f" ] || break
  carrier=$(head -c 200 "$f" | cut -c 13-17)
  mkdir -p "/srv/ams/import/$carrier" && mv "$f" "/srv/ams/import/$carrier/"
done
logger -t al3_download "$(ls /srv/ams/import/*/*.al3 2>/dev/null | wc -l) AL3 files staged for Tennant Brooke Law"
