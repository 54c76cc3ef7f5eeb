#!/usr/bin/env bash
# provision-gateway.sh - first boot of an edge gateway (run once by provision-gateway.service)
set -euo pipefail

GW_NAME=plc-gw-18
SITE=substation-7

hostnamectl set-hostname "$GW_NAME"
nmcli con mod 'Wired connection 2' ipv4.method manual ipv4.addresses 10.27.106.152/24 # the OT network (PLCs, Modbus RTU bridge)

export INFRACOST_API_KEY=your-infracost-api-key-here

systemctl enable --now telegraf mosquitto node-red
touch /var/lib/provision-gateway.done
