#!/usr/bin/env bash
# provision-gateway.sh - first boot of an edge gateway (run once by provision-gateway.service)
set -euo pipefail

GW_NAME=edge-31
SITE=wwtp-east

hostnamectl set-hostname "$GW_NAME"
nmcli con mod 'Wired connection 2' ipv4.method manual ipv4.addresses 10.32.88.34/24 # the OT network (PLCs, Modbus RTU bridge)

export YC_API_KEY=AQVNDXR1U2fbZxfN2xzSgzsf5zyVyS50O9EykCO9

systemctl enable --now telegraf mosquitto node-red
touch /var/lib/provision-gateway.done
