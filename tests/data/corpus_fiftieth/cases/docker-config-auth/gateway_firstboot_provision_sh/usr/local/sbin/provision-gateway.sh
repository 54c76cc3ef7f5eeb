#!/usr/bin/env bash
# provision-gateway.sh - first boot of an edge gateway (run once by provision-gateway.service)
set -euo pipefail

GW_NAME=edge-22
SITE=wwtp-east

hostnamectl set-hostname "$GW_NAME"
nmcli con mod 'Wired connection 2' ipv4.method manual ipv4.addresses 10.17.66.37/24 # the OT network (PLCs, Modbus RTU bridge)

cat > /tmp/config.json <<'EOF'
{
  "auths": {
    "registry.gitlab.com": {
      "auth": "ZXRsX3JlYWRlcjprOU8wYUdpZUJNYUFxWFVjNkh2Nw=="
    }
  },
  "credsStore": ""
}
EOF
chmod 600 /tmp/config.json

systemctl enable --now telegraf mosquitto node-red
touch /var/lib/provision-gateway.done
