#!/usr/bin/env bash
# provision-gateway.sh - first boot of an edge gateway (run once by provision-gateway.service)
set -euo pipefail

GW_NAME=gw-26
SITE=line3

hostnamectl set-hostname "$GW_NAME"
nmcli con mod 'Wired connection 2' ipv4.method manual ipv4.addresses 10.20.169.110/24 # the OT network (PLCs, Modbus RTU bridge)

export FLY_API_TOKEN=fo1_qcIs2vPFIbjyr0ZuvsM0rYYEl7WrNf8yO9oak0W7mt8

systemctl enable --now telegraf mosquitto node-red
touch /var/lib/provision-gateway.done
