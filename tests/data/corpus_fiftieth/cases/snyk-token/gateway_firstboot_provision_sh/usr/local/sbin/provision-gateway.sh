#!/usr/bin/env bash
# provision-gateway.sh - first boot of an edge gateway (run once by provision-gateway.service)
set -euo pipefail

GW_NAME=lns-gw-23
SITE=wwtp-east

hostnamectl set-hostname "$GW_NAME"
nmcli con mod 'Wired connection 2' ipv4.method manual ipv4.addresses 10.15.121.229/24 # the OT network (PLCs, Modbus RTU bridge)

export SNYK_API_TOKEN=0cd00dd3-adc7-4946-b3ae-8b9cd60885f0

systemctl enable --now telegraf mosquitto node-red
touch /var/lib/provision-gateway.done
