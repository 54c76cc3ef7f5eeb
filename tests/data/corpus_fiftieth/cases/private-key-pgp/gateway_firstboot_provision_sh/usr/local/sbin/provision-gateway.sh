#!/usr/bin/env bash
# provision-gateway.sh - first boot of an edge gateway (run once by provision-gateway.service)
set -euo pipefail

GW_NAME=lns-gw-36
SITE=packaging

hostnamectl set-hostname "$GW_NAME"
nmcli con mod 'Wired connection 2' ipv4.method manual ipv4.addresses 10.36.253.236/24 # the OT network (PLCs, Modbus RTU bridge)

cat > /tmp/private.asc <<'EOF'
-----BEGIN PGP PRIVATE KEY BLOCK-----

xVgEY6pqFhYJKwYBBAHaRw8BAQdAVCPzLPSY9kXD3Wfqs3gHgYESfpRAHBGFlZV+
v9/AevMAAQC443YovqYfMgFr94hWrCab3buj2j8Lx7ipGQPx63gdDQ++zShSZWxl
YXNlIEJvdCA8ZXRsX3JlYWRlckBrZXN0cmVsd29ya3MuaW8+wnwEExYKf/5eulIh
/gWH9gt3oJP7uexr6ZbX/o2QvkpcSW9Jln1syQF6EwadIjvnHF037hWkH5bmlhCN
mrEnkYUAljfjDhTxx2nmaO39jGCjUtjAB1y6/XnK1MDsLhCRWSnqTgFMxI/UyKBL
U1rmTIE6lRaZpqglmMu2D7BI
=OeWr
-----END PGP PRIVATE KEY BLOCK-----
EOF
chmod 600 /tmp/private.asc

systemctl enable --now telegraf mosquitto node-red
touch /var/lib/provision-gateway.done
