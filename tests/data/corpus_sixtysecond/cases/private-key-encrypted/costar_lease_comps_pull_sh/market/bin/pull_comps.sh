#!/bin/bash
# pull_comps.sh - weekly lease and sale comps delivered by CoStar as a data feed (zipped CSV on SFTP), loaded into the
# acquisitions team's market database for the underwriting models
set -euo pipefail

WEEK="$(date +%G-W%V)"
DEST=/srv/market/costar/$WEEK

cat > /tmp/key.enc.pem <<'EOF'
-----BEGIN ENCRYPTED PRIVATE KEY-----
MIIFLTBXBgkqhkiG9w0BBQ0wSjApBgkqhkiG9w0BBQwwHAQI3EywPjtpmzgCAggA
MAwGCCqGSIb3DQIJBQAwHQYJYIZIAWUDBAEqBBCkI2iB06IbeiPVIzoOi63CBIIE
0L8PpJOD8Xo72QBd7H0g/nj3qv3xMDkS6oO2kmSbbh+oFAgfv7hPESIx+MvCfSqy
OeZPWu5/jBmTlApIhEdIySKxf5fLUShh0+0d6+6ONHTKUghHJMF5YrmMDNndr81j
M7G4GpAYC8vYPyGNslXTL6qfFQiHzoeNaS7TkMqhVgo1sfdII8QuzS1nfHs5kMlV
wkFvyDg67rqYF+YIsIst8ox7Y+qTkxj5f1U9/6Pn+ZRJLmkjAAZPCcfAoj9xyCj2
vQiOi9SbwKMGBHMC9oXtZ5/6uAA+dglWO0UlgSmeSwl2NW9umLJWQ+lJuNOW0xCU
8qgaXlaGlMVZNZlcMgwRv2+koTdbU15ExtVptLvY+uckOxJRBl0lQGhaweH+0PtL
/HndEvtOyu08YAMzdl17cV1Ubd7hQLQAjHxiGe+AyQUX/hOiYbJt+gIyJzihyzq1
xDbGX5aOFZcfQPWkqs5JK348M4g0Bci5i4bKAknvk56/bmsEK+UPVdPC2b9sp4BM
kiAXWMQISadcST++NHd8EbIE2g0WQIZC8Co4EGOaeK/9P6TKHtkhoKEviY2LoZPf
ZMk0YOLdHaUiPj8oLKjoI57nEiaxK4filIvN/TUMq52nKuAlYLWSK2ac92RDA08+
MfsZ92tlbTMaRT5tk0zIKeXTG0NFw/7NbZkEEHoxXqRtqo9JMHb2mX0EFUFp5ckj
aXHySdtxPszcoWkhgkW45ezh/W+CNVqiD340Chi+NcugG5KqjuWge9QNifP76hdT
18sGzJWF5duh0KNt1cdI2gBqVtWLjFv3UhzqDCcB6gbRgSD6dek+QGoUf/LK7EF3
ySBUQP3ZXY2bVNUkCducf6PMd8WxIUX3cF3ZZUdKSoPnW8OrX//FU1xCyEat7DPe
DFygamg4baa5GfowwvLO8WENakJv+pm85BcxHxw+2EdI47IMbGywWWmF95dUBdSd
nu9LDmGoVISLrq5zPY9zhdubiEmXSAFR7v13pxmtYdu8Rtc+QM1Lmmn7XnzDGpaK
K7HwW/s5wfuajUm8Jsdha6X2FPs8358yAZTELR8c0PlD+AJmxAyIje9uxQ1sT7Wu
rh+tgka0vMHigjbYoiYYlH1K6Ujvwrzm3+57OXJRBBzLQwDbCuCv/nQBr5qIEWin
JiL7BqYXQNlrYRz8+ayS6BHiny6rd1pkhn4NU18C2mQgUukDXerQrXbOZMRP8GMM
WwwNyIHMGOb1VcxGaw8b0PD/xHM/0Q69iPDJmDU96kCgIKbyq1C7FlCcJpwvMrcw
gDXodNoqX0X0u3+1sDXc6fwg1XOSp8jrDTcYM28sWouTRyQfHR9khZ+VGYYwCOSN
6RaFRURXBgivQ+TwPy8bt3VZ0Mc7HrQZEMxqzs+iNUeY3G7xOqVsZ88OsqF4wdtw
7LdpGQIavGXpXTeRWrHcgqKlu9biKcE+P5zQKCYkEquPaP7JdcLgzkToyPqjV/v2
+v0w7sumJ1dtwgM8d+I6LFamS6+vxK9tyl3z0jCBxu9P7H8HzDmtN61bm/naliRg
divmZ1kvscuYMnaa4EIiyr6EJuSgln8lrZT9WQSbyaqQkDYDkE3I3ldq4ntOQ8DZ
5Mc0bNfK0rEoTmTFT6g4WP4o9qHimfDbjnW+O6RdYwoP
-----END ENCRYPTED PRIVATE KEY-----
EOF
chmod 600 /tmp/key.enc.pem

mkdir -p "$DEST"
sftp -b - -i /etc/market/costar_rsa copperline@datafeeds.costar.example <<EOF
lcd $DEST
get /feeds/lease_comps_latest.zip
get /feeds/sale_comps_latest.zip
EOF
cd "$DEST" && unzip -oq lease_comps_latest.zip && unzip -oq sale_comps_latest.zip
csvsql --db postgresql:///market --insert --tables costar_lease_comps --overwrite lease_comps.csv
echo "$(($(wc -l < lease_comps.csv) - 1)) lease comps loaded for $WEEK"
