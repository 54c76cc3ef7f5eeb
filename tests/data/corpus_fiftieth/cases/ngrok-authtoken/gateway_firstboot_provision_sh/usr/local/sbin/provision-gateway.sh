#!/usr/bin/env bash
# provision-gateway.sh - first boot of an edge gateway (run once by provision-gateway.service)
set -euo pipefail

GW_NAME=gw-14
SITE=line3

hostnamectl set-hostname "$GW_NAME"
nmcli con mod 'Wired connection 2' ipv4.method manual ipv4.addresses 10.16.198.153/24 # the OT network (PLCs, Modbus RTU bridge)

export NGROK_API_KEY=2Bu1V3NCaXHXPiCKvSfL8dPK44l_5JUaJyN60gGnUz45Z1qcC

systemctl enable --now telegraf mosquitto node-red
touch /var/lib/provision-gateway.done
