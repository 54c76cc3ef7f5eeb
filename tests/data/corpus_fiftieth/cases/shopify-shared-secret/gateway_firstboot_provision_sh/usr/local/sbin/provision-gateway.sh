#!/usr/bin/env bash
# provision-gateway.sh - first boot of an edge gateway (run once by provision-gateway.service)
set -euo pipefail

GW_NAME=plc-gw-05
SITE=wwtp-east

hostnamectl set-hostname "$GW_NAME"
nmcli con mod 'Wired connection 2' ipv4.method manual ipv4.addresses 10.7.90.37/24 # the OT network (PLCs, Modbus RTU bridge)

export SHOPIFY_API_KEY=85d9da9d697fcc8e5b44d0e4e220599c

systemctl enable --now telegraf mosquitto node-red
touch /var/lib/provision-gateway.done
