#!/usr/bin/env bash
# provision-gateway.sh - first boot of an edge gateway (run once by provision-gateway.service)
set -euo pipefail

GW_NAME=rtu-16
SITE=packaging

hostnamectl set-hostname "$GW_NAME"
nmcli con mod 'Wired connection 2' ipv4.method manual ipv4.addresses 10.6.21.136/24 # the OT network (PLCs, Modbus RTU bridge)

export GROQ_KEY=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

systemctl enable --now telegraf mosquitto node-red
touch /var/lib/provision-gateway.done
