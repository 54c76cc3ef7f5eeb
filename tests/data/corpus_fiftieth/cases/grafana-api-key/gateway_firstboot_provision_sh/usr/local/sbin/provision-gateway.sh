#!/usr/bin/env bash
# provision-gateway.sh - first boot of an edge gateway (run once by provision-gateway.service)
set -euo pipefail

GW_NAME=lns-gw-38
SITE=line3

hostnamectl set-hostname "$GW_NAME"
nmcli con mod 'Wired connection 2' ipv4.method manual ipv4.addresses 10.26.127.69/24 # the OT network (PLCs, Modbus RTU bridge)

export GRAFANA_API_KEY=eyJrIjoiTkE5YURhS2pIb1VOdXBhWTFLcTdaUEQxUnR6TVdIZnkiLCJuIjoicmVuZGVyZXIiLCJpZCI6MjN9

systemctl enable --now telegraf mosquitto node-red
touch /var/lib/provision-gateway.done
