#!/usr/bin/env bash
# provision-gateway.sh - first boot of an edge gateway (run once by provision-gateway.service)
set -euo pipefail

GW_NAME=edge-22
SITE=packaging

hostnamectl set-hostname "$GW_NAME"
nmcli con mod 'Wired connection 2' ipv4.method manual ipv4.addresses 10.29.132.91/24 # the OT network (PLCs, Modbus RTU bridge)

export ANTHROPIC_MODEL=claude-3-5-haiku-20241022

systemctl enable --now telegraf mosquitto node-red
touch /var/lib/provision-gateway.done
