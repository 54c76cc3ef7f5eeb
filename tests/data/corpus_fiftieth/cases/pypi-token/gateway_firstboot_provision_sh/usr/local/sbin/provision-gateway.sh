#!/usr/bin/env bash
# provision-gateway.sh - first boot of an edge gateway (run once by provision-gateway.service)
set -euo pipefail

GW_NAME=lns-gw-38
SITE=pumpstation-north

hostnamectl set-hostname "$GW_NAME"
nmcli con mod 'Wired connection 2' ipv4.method manual ipv4.addresses 10.12.27.176/24 # the OT network (PLCs, Modbus RTU bridge)

export PYPI_TOKEN=pypi-AgENdGVzdC5weXBpLm9yZwIkYjU1NjNlMjgtYzNjNC00OGE4LWIxYjItZTNlMTliOWI3N2RlAAIleyJwZXJtaXNzaW9ucyI6ICJ1c2VyIiwgInZlcnNpb24iOiAxfQAABiCiI5AstMd2Lx7xMZoCFna_9nJEz5i1R91tlZP8GihONQ

systemctl enable --now telegraf mosquitto node-red
touch /var/lib/provision-gateway.done
