#!/usr/bin/env bash
# provision-gateway.sh - first boot of an edge gateway (run once by provision-gateway.service)
set -euo pipefail

GW_NAME=edge-09
SITE=pumpstation-north

hostnamectl set-hostname "$GW_NAME"
nmcli con mod 'Wired connection 2' ipv4.method manual ipv4.addresses 10.11.130.216/24 # the OT network (PLCs, Modbus RTU bridge)

export COHERE_MODEL=command-r-plus-08-2024

systemctl enable --now telegraf mosquitto node-red
touch /var/lib/provision-gateway.done
