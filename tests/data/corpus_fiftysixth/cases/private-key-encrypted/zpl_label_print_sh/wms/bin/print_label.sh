#!/usr/bin/env bash
# print_label.sh - fetch a packed order's shipping label as ZPL and send it to the packing station's Zebra (raw port 9100)
# usage: print_label.sh <order-number> <station>   (the pack-out screen's "Print label" button runs it)
set -euo pipefail

ORDER="${1:?order number}"
STATION="${2:?station, e.g. pack-03}"
PRINTER_HOST="zt411-${STATION}.dc3.harborline-outfitters.com"   # ZT411, 203 dpi, 4x6 direct thermal
source /etc/wms/print.env   # WMS_API_TOKEN

cat > /tmp/key.enc.pem <<'EOF'
-----BEGIN ENCRYPTED PRIVATE KEY-----
MIIFLTBXBgkqhkiG9w0BBQ0wSjApBgkqhkiG9w0BBQwwHAQIMD9XbyhezKoCAggA
MAwGCCqGSIb3DQIJBQAwHQYJYIZIAWUDBAEqBBCIu1NWK5b8CaKjVK0Zgga/BIIE
0ODlbSeNfbOrJQSJNKzQOeDInQdRm70gLJUIoRUggdngdiIToAoQ/S/cOOn+sNPo
qYANrb9GApciLX/MUQX2BMiKmckz2/bV0yjTQvpyeGhGDhf+RV1rUT6pnFgMguUx
/MLlXsq9uAG8wwYqsqLf0MdTcR7ONzLuvOAdeqVG4kgOXbaFSjFAO5zh27+5+FEn
GjWtID9oFDlTx22vMqTMQtLbW0+8N6UnYXVF+MYv9I4C0M3blgLztgV9w5Vgagl1
UT9vSJv08xD79lgrbkmeKLsOPekZfbTgoQnUE1fv3utq3uzIpmESTxDjCVzYoHgq
OhPtnmh5nmRDvLlSJOrNr+5utY/5Tzic5Ax1WsjHNsdVgnl7kxHhYg+mI+zxCZFL
/HoijJZOUrjSa6xUhFS/7+Avuoqn+mSsEskVOMRZXq+tCJVKPvROTcyNbenwvylJ
xpZ5uV4bZ1milBd3knDyQ75Ya/XeJTSW+T924aZ3jJ+MVddO9AeLi9jqSzMLhAwd
bj/vscQZqqSZWfRRG1731CXmeZXY0EU7ouo9M1Et0YbICfVRDf3eZ2VJZq7Td8VI
rFLlXDko/2ULsOLAhK1rmK+DQ4Ra0QXDVw5AQ6frerV3g+lKLRiLrt/9OdwvWZvp
+il7NNEhp+fnzcLYyvBjb9yj0YKp2Jk+y1lpDpz0ti/1TmNHNn7sUr7NXx1Dl6xt
EiYT+g/ycxnKkXOPMQUkoKcxCL1VMpZhJMzHxURyiz1A0fVbbOo2u8jiNfDNfD4T
LtitrwbUKe7AZEXQT4XMGokH6kb8jjQg3zJR7knWubw7a41tluKmUBWI6zqBY2S2
/C7/CpMOw9dcvbXgsX2FnouTJcigTVLVee67OSmGuaAXCoJzecpqO7Y0zVss4TOI
YE/EfwOpA/rC5IjL+DiGu9h37eOA07PWEqWhPlbV3e8oSZca/oitPg15J7OkDo17
k/UQjjRTLL4lcgTFyE1EPSnServtMoeVYbfWuZHjnZ07D86wQJDpclWwuJZCvya5
u7onH6AoF/JRjWmVAU/oEu5VhXOIK9sfyGHH7h8xbvwtwihrapL8pIwE6Xb0F1la
FL8H2DvIgSvTPWwYhhPO9kf3l9Ux1PMB3sjQ25oV4uWTdqSyF0LqWThDsw7mEs8O
6JXqQw7eUJkLS6IraiT/NZltzv+MyBdxB5C+qH47FYh2lwFJOK9utq2uHOrtZE3t
jBfVBTIVhlRDRSes1uFPY9HFMvzxXNnFQgH7Fo1IdGBMNn/5KXlmgb6jceennxtX
nKq9PXsMpP8o6vqKHEQl3jdCoI5zJ+o8Hbj5y5kVZDYlB8FtTndOXzSG8KIhDI2U
BHvIJ1Mh8lOqVrQx5OYy3qA6ho3oP3z+Wx1/8oxOorvjfsHT6mwAlxv3DwHFo8kZ
ddhF2TSDSeVcWXo1Vox7v8KE5LfF2pta+yEGrWmDmh4prxqiAF80vDX5B5tkcDyi
5UXQXkdsQS5cDrFzq5G6PjGvxyvafAfY00yZXE1AyEFLof62ey+RtWPhtgnzHJp9
8o2amMMIRaqAxuyXK0/rYl/YLp6LyGztOFkV82/Ipkkrq82KubENM3bGiCp8fM8x
FT54XbMzf1pvoeXkdKwWZ+iNxPRM+aIx+bx3Aqp4+kEq
-----END ENCRYPTED PRIVATE KEY-----
EOF
chmod 600 /tmp/key.enc.pem

label="$(mktemp --suffix=.zpl)"
trap 'rm -f "$label"' EXIT
curl -fsS -H "Authorization: Bearer ${WMS_API_TOKEN}" "https://wms.harborline-outfitters.com/api/v1/orders/${ORDER}/label?format=zpl&dpi=203" -o "$label"
grep -q '^\^XA' "$label" || { echo "not a ZPL label: ${ORDER}" >&2; exit 1; }
nc -w 3 "$PRINTER_HOST" 9100 < "$label"
logger -t print_label "order ${ORDER}: label sent to ${PRINTER_HOST}"
