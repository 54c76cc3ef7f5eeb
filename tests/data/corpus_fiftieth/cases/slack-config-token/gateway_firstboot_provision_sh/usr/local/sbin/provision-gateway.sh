#!/usr/bin/env bash
# provision-gateway.sh - first boot of an edge gateway (run once by provision-gateway.service)
set -euo pipefail

GW_NAME=gw-25
SITE=tank-farm

hostnamectl set-hostname "$GW_NAME"
nmcli con mod 'Wired connection 2' ipv4.method manual ipv4.addresses 10.38.72.224/24 # the OT network (PLCs, Modbus RTU bridge)

export SLACK_CONFIG_REFRESH_TOKEN=xoxe.xoxp-1-7ZeXlRTiPV2NwWgK1MuzU3KayoAVMA55UkcwNFWoMRktZDRrQYHX2rNjHd71Tw9rm3MqxYNpgpjr5YITO7Quh65VcNualLn8v6VKLNXPApEn8sHrIHC2d3PTvqZE9SWvJUsJtpYslH7Rz1IenRSGqYDr5WYzeIZpeUbH

systemctl enable --now telegraf mosquitto node-red
touch /var/lib/provision-gateway.done
