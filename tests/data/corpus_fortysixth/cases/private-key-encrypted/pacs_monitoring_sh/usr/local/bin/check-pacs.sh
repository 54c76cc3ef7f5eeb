#!/usr/bin/env bash
# check-pacs.sh - nightly health check of the PACS, run by cron at 02:15
set -euo pipefail

PACS_HOST=pacs.quillon-bank.net
PACS_AET=QUILLON

cat > /tmp/client.key <<'EOF'
-----BEGIN ENCRYPTED PRIVATE KEY-----
MIIFLTBXBgkqhkiG9w0BBQ0wSjApBgkqhkiG9w0BBQwwHAQIeCFhWPNSNi8CAggA
MAwGCCqGSIb3DQIJBQAwHQYJYIZIAWUDBAEqBBCKjZGRV6OgMDbFkQg3M1kkBIIE
0An18ci+v+bV4/GrhfQeLcqnrnGbLUCrz8ZnA+zibODKDCM5ovtc78gHplimgYri
aCCDKQ7ujpUxUDbR/zSgGH3W8QF8mFbG3nqOsI4GAE+OOzrZXh2b4Y0o7gErZg7H
Yp/NIApI9AdKdmsnux7kX/aPUAFCkvRJlfExkfq3UVz8hekD4KavJgTHC2hvOBhH
Vrr+Yc5IQ3wmAiHwTEoFDvZnaTsViESMwYnundN5Eaa2cabVqvXo12NPl9wNb4Mx
LG4dXap+vE7Ts27uzt3gJ6RAAjCJ3svlypfm6x2wfUDpsUJPVUpvL1ewE2U+BbNm
URCxb7JQP/NlEiUkpTaZSusVaWNg3HPJJUP7xLhDBSexoov5sid771vhT8Kx/4UC
xms5R2vOxI+Yv+6ZWrjb7bdMj3FLpNtcaJXa7ssqvGYgUWaVczlssTx2W5UODPTx
CDxKjwkUsMHtTV8ExOJDkEFF2FqvaBqv/D30ycmU+o+3ZWsLUx2G4zoObA5BCgER
AM4k1OuscxtAbFqaPEceB5rOA71wjjgxNBUoRowC2g5NhuLONGvApeTkJQjShBAV
QI5OPpKTWn+v9/8HYR3JVIn63gqu1te0eBUsDoVZQ10Jvkzg/+gyYbVCJzXTVhNk
tikEZA7h1uB5J83cckIIttaSME5Taln60+gxbo4QfnXz9rNRtgJxG3tMl6jMrWvz
hllMuGCzEtU1HXDKHusWx4w4XIvUExCHLTYWJ8RrZ/Aej8XhcD5FbfnR8iAoAY5p
oJcv/VhKvo8T3rfZaSMtVrOFYZu8BS7c4K332JZP8fJtJGuWNMp9PdDnYa1TFIVT
wq5zSHp3j/TGtPSevQpBnqsdTuoMZaQyKinaByrwfY9iPjYxjwfzKNrTjILyQ1zQ
U5oNlOEVqiWve8PBF8AWC2B1hNnfkqe9+xrqFGgHctr4L+MxLB+Vv2oN4X6OEnU8
h7IT5LT4DqIQmov2jKg+nJbJvQI76Ps+PJ9qt2etuuz7uPEKIKWzfjei+nbjSwje
GDpe9Vn4rjFaT1WAcAEcs4e5LOs9G+lenGmkzXDALP1oBm1SqRLSXc3lEMq9tphA
EmzQKLm4gp6OmnL3GDEELuYRLLcNVJoOMAGgWDFDSjgPzHBCXfnqMkoJOPClOo7q
MsJtH+rDs/leUSZAuz4Pu6SN1cyfbpU3U6b+TVOeh4blUei4ZOCCvuyqHfvYG13b
fdk9k1aniulgP7SLZ4Zd5pSuZcZYQC25eZkgETmMCa1wqmy3Dbb6HC/JMd8scoqO
Tmit2xdiaLLvBeFjYsn7+VgsG7rAvCCA0TtLbW+twOj7uv6/nEJ5eiBV50L+wn78
FFZZp81EMeJQC8x0Z38InLByYKGyDGl8Sb7+wUOvpsVf29xD+ajFyka4a66hm8Ep
gP3l9BFfanSQdx6kAYszgCcDjLnGUHQVLdxvw8qFn1Smas2O6NwK+TjGU+K9I12H
7GIHpP9LrwqRM6BHUzs5SiGSDWnJkSMPBUCF9c9ddyhdFORbaqb80Iyv5sOHxDV+
4avFsuTn2Gue2xAYjWVDKzcL6v7jbnpU8pnIVOO6EFzyH14xPwtJYPkXou10pffS
OTDivDgIkGg4FnkNX5EsiZ57DUK1Q+CGLi+2JqEDI26f
-----END ENCRYPTED PRIVATE KEY-----
EOF
chmod 600 /tmp/client.key

# DICOM C-ECHO against the archive
if ! echoscu -aet MONITOR -aec "$PACS_AET" "$PACS_HOST" 11112; then
  logger -t check-pacs "C-ECHO to $PACS_AET failed"
  exit 1
fi
df -h /storage/fs1 | awk 'NR==2 {print "storage used: " $5}'
