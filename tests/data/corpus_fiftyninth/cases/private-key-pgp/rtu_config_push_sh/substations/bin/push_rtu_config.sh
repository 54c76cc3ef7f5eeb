#!/bin/sh
# push_rtu_config.sh - copy the reviewed IEC 60870-5-104 point list and gateway settings to a substation RTU and restart
# usage: push_rtu_config.sh <site> (configs live in git: substations/<site>/)
set -eu

SITE="${1:-SS-ELM-GROVE}"
RTU="rtu-$(echo "$SITE" | tr A-Z a-z).ot.kestrel-renewables.com"

cat > /tmp/private.asc <<'EOF'
-----BEGIN PGP PRIVATE KEY BLOCK-----

xVgEZVKtFxYJKwYBBAHaRw8BAQdAJae9+DB/vl47WhtxGebJq5VBC5nijdNkDEOK
EThz0KIAAQCJOQytW8bokm1B7xmfROcsLZglxcxdIkiNi8VuqQBO9w8+zR9PcHMg
VGVhbSA8amRvZUBrZXN0cmVsd29ya3MuaW8+wnwEExYKvnK6Y5CSd8N0gDQaIsQs
FgUTNNhcc5E86+CVUbLgOqkD3kyeM3KyD1fdDlXySgX+M/YFo9dhMB6LgIlPtJFb
g6wNk6COKG1/d79zfHyp3viA0L8QYcPk8ea5i6m67LKgZ10BZTiGpBfrKVwLA/9i
QcLgfaD3AqN0
=3fPh
-----END PGP PRIVATE KEY BLOCK-----
EOF
chmod 600 /tmp/private.asc

scp -o BatchMode=yes "substations/$SITE/points.csv" "substations/$SITE/iec104.conf" "ops@$RTU:/etc/iec104-gw/"
ssh -o BatchMode=yes "ops@$RTU" "sudo systemctl restart iec104-gw && sleep 3 && ss -ltn | grep -q ':2404 '"
echo "$SITE: iec104-gw listening on 2404"
