#!/usr/bin/env bash
# provision-gateway.sh - first boot of an edge gateway (run once by provision-gateway.service)
set -euo pipefail

GW_NAME=plc-gw-09
SITE=wwtp-east

hostnamectl set-hostname "$GW_NAME"
nmcli con mod 'Wired connection 2' ipv4.method manual ipv4.addresses 10.6.199.174/24 # the OT network (PLCs, Modbus RTU bridge)

export API_TOKEN=rnd_Nqbetfyz1FSyHbPXY1XfTUzF

systemctl enable --now telegraf mosquitto node-red
touch /var/lib/provision-gateway.done
