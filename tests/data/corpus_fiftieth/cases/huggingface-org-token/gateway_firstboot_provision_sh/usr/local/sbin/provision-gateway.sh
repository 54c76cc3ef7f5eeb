#!/usr/bin/env bash
# provision-gateway.sh - first boot of an edge gateway (run once by provision-gateway.service)
set -euo pipefail

GW_NAME=plc-gw-35
SITE=pumpstation-north

hostnamectl set-hostname "$GW_NAME"
nmcli con mod 'Wired connection 2' ipv4.method manual ipv4.addresses 10.38.123.194/24 # the OT network (PLCs, Modbus RTU bridge)

export HF_MODEL_REVISION=ab25807a13fd467fe17a7dc2232d68fd64a474fe

systemctl enable --now telegraf mosquitto node-red
touch /var/lib/provision-gateway.done
