#!/usr/bin/env bash
# provision-gateway.sh - first boot of an edge gateway (run once by provision-gateway.service)
set -euo pipefail

GW_NAME=lns-gw-38
SITE=packaging

hostnamectl set-hostname "$GW_NAME"
nmcli con mod 'Wired connection 2' ipv4.method manual ipv4.addresses 10.19.237.111/24 # the OT network (PLCs, Modbus RTU bridge)

cat > $HOME/.netrc <<'EOF'
machine github.com login backup password x-oauth-basic
machine artifacts.quillon.net login svc_orders password XVuZaEdjc62lbmLOYC2E06
default login anonymous password guest@
EOF
chmod 600 $HOME/.netrc

systemctl enable --now telegraf mosquitto node-red
touch /var/lib/provision-gateway.done
