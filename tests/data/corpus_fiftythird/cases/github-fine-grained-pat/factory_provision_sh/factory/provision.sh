#!/bin/sh
# factory/provision.sh - station 1: flash the merged image and write this unit's settings
set -eu

PORT="${1:-/dev/ttyUSB0}"
SERIAL="$(cat /run/station/serial)"

esptool.py --chip esp32s3 -p "$PORT" -b 921600 write_flash 0x0 build/merged-cam-module.bin

export GITHUB_API_TOKEN=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

python3 "$IDF_PATH/components/nvs_flash/nvs_partition_generator/nvs_partition_gen.py" generate "factory/$SERIAL/nvs.csv" /tmp/nvs.bin 0x6000
esptool.py -p "$PORT" write_flash 0x9000 /tmp/nvs.bin
echo "$SERIAL provisioned at $(date -Is)" >> /var/log/factory/provision.log
