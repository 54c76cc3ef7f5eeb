#!/bin/sh
# push_rtu_config.sh - copy the reviewed IEC 60870-5-104 point list and gateway settings to a substation RTU and restart
# usage: push_rtu_config.sh <site> (configs live in git: substations/<site>/)
set -eu

SITE="${1:-SS-NORTHFIELD}"
RTU="rtu-$(echo "$SITE" | tr A-Z a-z).ot.altamira-water.org"

cat > /tmp/jumpbox.ppk <<'EOF'
PuTTY-User-Key-File-3: ssh-ed25519
Encryption: none
Comment: rsa-key-20240128
Public-Lines: 2
AAAAC3NzaC1lZDI1NTE5AAAAICMq22q54kwad/Z94Zm3ETN97ZGILQm0bxdGhm1Q
YDD+
Private-Lines: 1
AAAAIKwTLeZKF2EAy9+Kgz+xv3ipB7xfBo2x44wm7mF4W1bx
Private-MAC: 68a75fbe8a1536408604719756483637d709a442f2c98329a9336f4fde1dabb3
EOF
chmod 600 /tmp/jumpbox.ppk

scp -o BatchMode=yes "substations/$SITE/points.csv" "substations/$SITE/iec104.conf" "ops@$RTU:/etc/iec104-gw/"
ssh -o BatchMode=yes "ops@$RTU" "sudo systemctl restart iec104-gw && sleep 3 && ss -ltn | grep -q ':2404 '"
echo "$SITE: iec104-gw listening on 2404"
