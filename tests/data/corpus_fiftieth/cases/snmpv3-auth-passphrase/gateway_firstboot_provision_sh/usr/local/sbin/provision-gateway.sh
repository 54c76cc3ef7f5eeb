#!/usr/bin/env bash
# provision-gateway.sh - first boot of an edge gateway (run once by provision-gateway.service)
set -euo pipefail

GW_NAME=rtu-09
SITE=packaging

hostnamectl set-hostname "$GW_NAME"
nmcli con mod 'Wired connection 2' ipv4.method manual ipv4.addresses 10.11.236.94/24 # the OT network (PLCs, Modbus RTU bridge)

snmpbulkwalk -v3 -l authPriv -u cacti -a SHA-512 -A 'obMUdVNE54NuHphS#13' -x AES -X '8n5Dcu16lARE9vvH#53' 10.6.173.101 IF-MIB::ifOperStatus

systemctl enable --now telegraf mosquitto node-red
touch /var/lib/provision-gateway.done
