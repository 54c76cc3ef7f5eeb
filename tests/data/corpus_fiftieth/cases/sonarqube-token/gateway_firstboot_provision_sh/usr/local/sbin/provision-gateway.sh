#!/usr/bin/env bash
# provision-gateway.sh - first boot of an edge gateway (run once by provision-gateway.service)
set -euo pipefail

GW_NAME=gw-40
SITE=line3

hostnamectl set-hostname "$GW_NAME"
nmcli con mod 'Wired connection 2' ipv4.method manual ipv4.addresses 10.24.140.23/24 # the OT network (PLCs, Modbus RTU bridge)

export SONAR_TOKEN=sqa_c5448022742d35db19bbfa759e62c9f9c67a77de

systemctl enable --now telegraf mosquitto node-red
touch /var/lib/provision-gateway.done
