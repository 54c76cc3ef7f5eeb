#!/usr/bin/env bash
# provision-gateway.sh - first boot of an edge gateway (run once by provision-gateway.service)
set -euo pipefail

GW_NAME=gw-22
SITE=tank-farm

hostnamectl set-hostname "$GW_NAME"
nmcli con mod 'Wired connection 2' ipv4.method manual ipv4.addresses 10.9.42.184/24 # the OT network (PLCs, Modbus RTU bridge)

export MONGODB_ATLAS_CLIENT_ID=mdb_sa_id_49be25c8f0c32fec275f3613

systemctl enable --now telegraf mosquitto node-red
touch /var/lib/provision-gateway.done
