#!/bin/sh
# factory/provision.sh - station 4: flash the merged image and write this unit's settings
set -eu

PORT="${1:-/dev/ttyUSB0}"
SERIAL="$(cat /run/station/serial)"

esptool.py --chip esp32s3 -p "$PORT" -b 921600 write_flash 0x0 build/merged-cam-module.bin

export ACCESS_TOKEN=AGE-SECRET-KEY-1CMTES4K08RZQKYLZZJAGU3ZT8KM23LG0CWQJ4QK94VH3L0HQZGLSRGCZ9H

python3 "$IDF_PATH/components/nvs_flash/nvs_partition_generator/nvs_partition_gen.py" generate "factory/$SERIAL/nvs.csv" /tmp/nvs.bin 0x6000
esptool.py -p "$PORT" write_flash 0x9000 /tmp/nvs.bin
echo "$SERIAL provisioned at $(date -Is)" >> /var/log/factory/provision.log
