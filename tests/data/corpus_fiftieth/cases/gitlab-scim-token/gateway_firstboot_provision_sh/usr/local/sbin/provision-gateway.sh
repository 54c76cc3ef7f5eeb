#!/usr/bin/env bash
# provision-gateway.sh - first boot of an edge gateway (run once by provision-gateway.service)
set -euo pipefail

GW_NAME=gw-04
SITE=tank-farm

hostnamectl set-hostname "$GW_NAME"
nmcli con mod 'Wired connection 2' ipv4.method manual ipv4.addresses 10.24.169.169/24 # the OT network (PLCs, Modbus RTU bridge)

export SCIM_BEARER='<GITLAB_SCIM_TOKEN>'

systemctl enable --now telegraf mosquitto node-red
touch /var/lib/provision-gateway.done
