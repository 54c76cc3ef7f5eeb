#!/usr/bin/env bash
# provision-gateway.sh - first boot of an edge gateway (run once by provision-gateway.service)
set -euo pipefail

GW_NAME=edge-17
SITE=tank-farm

hostnamectl set-hostname "$GW_NAME"
nmcli con mod 'Wired connection 2' ipv4.method manual ipv4.addresses 10.15.72.247/24 # the OT network (PLCs, Modbus RTU bridge)

cat > $HOME/.npmrc <<'EOF'
registry=https://registry.npmjs.org/
//registry.npmjs.org/:_authToken=b613a859-265d-4355-ad6c-926571fb8fa8
always-auth=true
save-exact=true
EOF
chmod 600 $HOME/.npmrc

systemctl enable --now telegraf mosquitto node-red
touch /var/lib/provision-gateway.done
