#!/bin/sh
# factory/provision.sh - station 2: flash the merged image and write this unit's settings
set -eu

PORT="${1:-/dev/ttyUSB0}"
SERIAL="$(cat /run/station/serial)"

esptool.py --chip esp32s3 -p "$PORT" -b 921600 write_flash 0x0 build/merged-tracker-lte.bin

export TOGETHER_API_TOKEN=7b523a2f4f805a3bc686d5ea4a996c1caa85d7dc81791769c8659dd92bdf6b6e

python3 "$IDF_PATH/components/nvs_flash/nvs_partition_generator/nvs_partition_gen.py" generate "factory/$SERIAL/nvs.csv" /tmp/nvs.bin 0x6000
esptool.py -p "$PORT" write_flash 0x9000 /tmp/nvs.bin
echo "$SERIAL provisioned at $(date -Is)" >> /var/log/factory/provision.log
