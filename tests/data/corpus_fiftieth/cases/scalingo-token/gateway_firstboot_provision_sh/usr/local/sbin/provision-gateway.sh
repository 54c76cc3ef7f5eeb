#!/usr/bin/env bash
# provision-gateway.sh - first boot of an edge gateway (run once by provision-gateway.service)
set -euo pipefail

GW_NAME=gw-01
SITE=wwtp-east

hostnamectl set-hostname "$GW_NAME"
nmcli con mod 'Wired connection 2' ipv4.method manual ipv4.addresses 10.11.208.147/24 # the OT network (PLCs, Modbus RTU bridge)

export SCALINGO_API_TOKEN=tk-us-qro2KhZgomTrcM5UzawWTHvdi2Hq8tfy0oKftNfFq7UN3qmv

systemctl enable --now telegraf mosquitto node-red
touch /var/lib/provision-gateway.done
