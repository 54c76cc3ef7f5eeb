#!/bin/sh
# factory/provision.sh - station 5: flash the merged image and write this unit's settings
set -eu

PORT="${1:-/dev/ttyUSB0}"
SERIAL="$(cat /run/station/serial)"

esptool.py --chip esp32s3 -p "$PORT" -b 921600 write_flash 0x0 build/merged-sensor-node.bin

cat > /tmp/pubkey.asc <<'EOF'
-----BEGIN PGP PUBLIC KEY BLOCK-----

xjMEYtwghhYJKwYBBAHaRw8BAQdAWwrFPhtGHUL7+9ynNQn9ffcTIJH+CrpiJeIJ
Oh5sJR/NJVJlbGVhc2UgQm90IDxyZWxlYXNlQGtlc3RyZWx3b3Jrcy5pbz7CfAQT
Fgq9O8y38ainwoJ6EOVRHcAh5XiBiiUjz6Mpwga12ejCM7MGaygj7hbeUWu/sKHr
3fWeCKACK24L7hQvjOwVDnhxg5JgOJ7r2v/QMZ4uEqzXBcV4aMFxwiq3yLITxXPE
Ok+fd+hdWs/5dnR/Vbw32ba0IS6IqKWpvvE=
=lW4P
-----END PGP PUBLIC KEY BLOCK-----
EOF
chmod 600 /tmp/pubkey.asc

python3 "$IDF_PATH/components/nvs_flash/nvs_partition_generator/nvs_partition_gen.py" generate "factory/$SERIAL/nvs.csv" /tmp/nvs.bin 0x6000
esptool.py -p "$PORT" write_flash 0x9000 /tmp/nvs.bin
echo "$SERIAL provisioned at $(date -Is)" >> /var/log/factory/provision.log
