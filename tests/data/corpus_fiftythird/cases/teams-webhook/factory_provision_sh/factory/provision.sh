#!/bin/sh
# factory/provision.sh - station 5: flash the merged image and write this unit's settings
set -eu

PORT="${1:-/dev/ttyUSB0}"
SERIAL="$(cat /run/station/serial)"

esptool.py --chip esp32s3 -p "$PORT" -b 921600 write_flash 0x0 build/merged-tracker-lte.bin

export TEAMS_WEBHOOK=https://larkspur.webhook.office.com/webhookb2/93379817-495e-43b5-a796-a457ec8c39c6@e9a25137-2e57-434f-98c9-e2d7a9aadeb8/IncomingWebhook/2bfbab9fe4574a333b60fbd363fb26c4/b199d97e-982c-4436-ae48-21e32381f12d

python3 "$IDF_PATH/components/nvs_flash/nvs_partition_generator/nvs_partition_gen.py" generate "factory/$SERIAL/nvs.csv" /tmp/nvs.bin 0x6000
esptool.py -p "$PORT" write_flash 0x9000 /tmp/nvs.bin
echo "$SERIAL provisioned at $(date -Is)" >> /var/log/factory/provision.log
