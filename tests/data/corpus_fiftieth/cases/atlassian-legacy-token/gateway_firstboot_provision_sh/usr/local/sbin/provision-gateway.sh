#!/usr/bin/env bash
# provision-gateway.sh - first boot of an edge gateway (run once by provision-gateway.service)
set -euo pipefail

GW_NAME=lns-gw-09
SITE=line3

hostnamectl set-hostname "$GW_NAME"
nmcli con mod 'Wired connection 2' ipv4.method manual ipv4.addresses 10.10.51.43/24 # the OT network (PLCs, Modbus RTU bridge)

export JIRA_USER=m.okafor@larkspur.dev
export ATLASSIAN_TOKEN=b0yBbQezzDhwPdYwbwXN5e2B

systemctl enable --now telegraf mosquitto node-red
touch /var/lib/provision-gateway.done
