#!/usr/bin/env bash
# provision-gateway.sh - first boot of an edge gateway (run once by provision-gateway.service)
set -euo pipefail

GW_NAME=rtu-29
SITE=substation-7

hostnamectl set-hostname "$GW_NAME"
nmcli con mod 'Wired connection 2' ipv4.method manual ipv4.addresses 10.21.238.193/24 # the OT network (PLCs, Modbus RTU bridge)

export ADYEN_API_KEY_LIVE=AQEcvLEU3f4njU2CGQb/qAYeT/NTyBos48uSJ/A1YbayycJeD9zrqsIKVc5BLZolPJFDfBBwd=-t/RuO+vpTYaEJ0a5ZXTRmvSceL3td7WaLizfcNJ7I1w=-MToKTfj9nlDVq8Ot

systemctl enable --now telegraf mosquitto node-red
touch /var/lib/provision-gateway.done
