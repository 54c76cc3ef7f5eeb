#!/usr/bin/env bash
# provision-gateway.sh - first boot of an edge gateway (run once by provision-gateway.service)
set -euo pipefail

GW_NAME=gw-37
SITE=tank-farm

hostnamectl set-hostname "$GW_NAME"
nmcli con mod 'Wired connection 2' ipv4.method manual ipv4.addresses 10.18.6.34/24 # the OT network (PLCs, Modbus RTU bridge)

export PERPLEXITY_MODEL=sonar-pro

systemctl enable --now telegraf mosquitto node-red
touch /var/lib/provision-gateway.done
