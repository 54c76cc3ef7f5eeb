#!/usr/bin/env bash
# provision-gateway.sh - first boot of an edge gateway (run once by provision-gateway.service)
set -euo pipefail

GW_NAME=edge-23
SITE=tank-farm

hostnamectl set-hostname "$GW_NAME"
nmcli con mod 'Wired connection 2' ipv4.method manual ipv4.addresses 10.5.140.184/24 # the OT network (PLCs, Modbus RTU bridge)

export WANDB_API_KEY=0dd9b72bd6c1f61189de662df59573d2fcec28a8

systemctl enable --now telegraf mosquitto node-red
touch /var/lib/provision-gateway.done
