#!/usr/bin/env bash
# provision-gateway.sh - first boot of an edge gateway (run once by provision-gateway.service)
set -euo pipefail

GW_NAME=rtu-25
SITE=tank-farm

hostnamectl set-hostname "$GW_NAME"
nmcli con mod 'Wired connection 2' ipv4.method manual ipv4.addresses 10.34.47.203/24 # the OT network (PLCs, Modbus RTU bridge)

export CI_JOB_TOKEN=glcbt-d2_H3d2WyIS1c7SP-muVE-f

systemctl enable --now telegraf mosquitto node-red
touch /var/lib/provision-gateway.done
