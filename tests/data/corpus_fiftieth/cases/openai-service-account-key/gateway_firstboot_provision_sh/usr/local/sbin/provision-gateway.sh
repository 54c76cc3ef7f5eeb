#!/usr/bin/env bash
# provision-gateway.sh - first boot of an edge gateway (run once by provision-gateway.service)
set -euo pipefail

GW_NAME=plc-gw-13
SITE=substation-7

hostnamectl set-hostname "$GW_NAME"
nmcli con mod 'Wired connection 2' ipv4.method manual ipv4.addresses 10.30.13.233/24 # the OT network (PLCs, Modbus RTU bridge)

export SECRET=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

systemctl enable --now telegraf mosquitto node-red
touch /var/lib/provision-gateway.done
