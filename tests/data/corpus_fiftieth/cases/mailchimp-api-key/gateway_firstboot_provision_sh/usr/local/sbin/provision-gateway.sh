#!/usr/bin/env bash
# provision-gateway.sh - first boot of an edge gateway (run once by provision-gateway.service)
set -euo pipefail

GW_NAME=edge-19
SITE=wwtp-east

hostnamectl set-hostname "$GW_NAME"
nmcli con mod 'Wired connection 2' ipv4.method manual ipv4.addresses 10.39.107.235/24 # the OT network (PLCs, Modbus RTU bridge)

export MAILCHIMP_API_KEY=c3af420f3ab9e1c68d45a9e54d1ea32d-us9

systemctl enable --now telegraf mosquitto node-red
touch /var/lib/provision-gateway.done
