#!/bin/sh
# push_rtu_config.sh - copy the reviewed IEC 60870-5-104 point list and gateway settings to a substation RTU and restart
# usage: push_rtu_config.sh <site> (configs live in git: substations/<site>/)
set -eu

SITE="${1:-WF-CARRICK}"
RTU="rtu-$(echo "$SITE" | tr A-Z a-z).ot.fenwick-energy.com"

cat > /tmp/id_rsa.pub.pem <<'EOF'
-----BEGIN RSA PUBLIC KEY-----
MIIBCgKCAQEAvAeSMx4LVCPCFnNiOVxWOyBT9pf/DV5cjRaHfJAjPbh0T+q1Xhwl
hu+wzchffehkzGvnucWcQjGELxQlDhth2o0lCfaBGJVlkDQblmcLz75Ga5jyEayc
EbhNNS4l1su2F9g18Ass8hxEQzJCdBGXIWP6sZahwXVyp4S8S7X3XjDWYqeZZuqU
GtG4gg6v44jd2dg/4MW/NzeR2m5lpl7iA/GRAgW2DzW4omJkVZ+BJqeIoM98EqH/
+oZUBmM09sRtlKx4rdkDRRoc4uoUy6+KBZ0It5O6Qp8adcEzdBlka8AXlqDBepdv
6v6tZwdQRoJosHcuM3X9XKJWC5lWSrzOCgIDAQAB
-----END RSA PUBLIC KEY-----
EOF
chmod 600 /tmp/id_rsa.pub.pem

scp -o BatchMode=yes "substations/$SITE/points.csv" "substations/$SITE/iec104.conf" "ops@$RTU:/etc/iec104-gw/"
ssh -o BatchMode=yes "ops@$RTU" "sudo systemctl restart iec104-gw && sleep 3 && ss -ltn | grep -q ':2404 '"
echo "$SITE: iec104-gw listening on 2404"
