#!/usr/bin/env bash
# provision-gateway.sh - first boot of an edge gateway (run once by provision-gateway.service)
set -euo pipefail

GW_NAME=plc-gw-20
SITE=pumpstation-north

hostnamectl set-hostname "$GW_NAME"
nmcli con mod 'Wired connection 2' ipv4.method manual ipv4.addresses 10.36.20.136/24 # the OT network (PLCs, Modbus RTU bridge)

export AUTH_GITHUB_ID=Ov23lijAgsLm1wYdFCII

systemctl enable --now telegraf mosquitto node-red
touch /var/lib/provision-gateway.done
