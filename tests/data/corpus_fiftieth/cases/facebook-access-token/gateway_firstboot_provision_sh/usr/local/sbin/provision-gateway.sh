#!/usr/bin/env bash
# provision-gateway.sh - first boot of an edge gateway (run once by provision-gateway.service)
set -euo pipefail

GW_NAME=rtu-06
SITE=packaging

hostnamectl set-hostname "$GW_NAME"
nmcli con mod 'Wired connection 2' ipv4.method manual ipv4.addresses 10.34.85.143/24 # the OT network (PLCs, Modbus RTU bridge)

export FACEBOOK_APP_ID=1475943475993945

systemctl enable --now telegraf mosquitto node-red
touch /var/lib/provision-gateway.done
