#!/usr/bin/env bash
# provision-gateway.sh - first boot of an edge gateway (run once by provision-gateway.service)
set -euo pipefail

GW_NAME=gw-25
SITE=substation-7

hostnamectl set-hostname "$GW_NAME"
nmcli con mod 'Wired connection 2' ipv4.method manual ipv4.addresses 10.9.98.197/24 # the OT network (PLCs, Modbus RTU bridge)

export FLW_SECRET_KEY=FLWSECK-168dbaff0984c863980729443ffe155e-X

systemctl enable --now telegraf mosquitto node-red
touch /var/lib/provision-gateway.done
