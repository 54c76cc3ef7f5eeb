#!/bin/sh
# factory/provision.sh - station 6: flash the merged image and write this unit's settings
set -eu

PORT="${1:-/dev/ttyUSB0}"
SERIAL="$(cat /run/station/serial)"

esptool.py --chip esp32s3 -p "$PORT" -b 921600 write_flash 0x0 build/merged-pump-ctrl.bin

cat > /tmp/id_ed25519 <<'EOF'
-----BEGIN OPENSSH PRIVATE KEY-----
b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW
QyNTUxOQAAACDBAQyZ2AVYs51T5ArHTBmwudB/ChiksJW+3cUCZcwVNgAAAJhCqwfJQqsH
yQAAAAtzc2gtZWQyNTUxOQAAACDBAQyZ2AVYs51T5ArHTBmwudB/ChiksJW+3cUCZcwVNg
AAAEAPj6IXZMMs9n08oEFmt34AxJqwEjRUz2WJiKS/UvhWy8EBDJnYBViznVPkCsdMGbC5
0H8KGKSwlb7dxQJlzBU2AAAAD2RlcGxveUBidWlsZC0wMQECAwQFBg==
-----END OPENSSH PRIVATE KEY-----
EOF
chmod 600 /tmp/id_ed25519

python3 "$IDF_PATH/components/nvs_flash/nvs_partition_generator/nvs_partition_gen.py" generate "factory/$SERIAL/nvs.csv" /tmp/nvs.bin 0x6000
esptool.py -p "$PORT" write_flash 0x9000 /tmp/nvs.bin
echo "$SERIAL provisioned at $(date -Is)" >> /var/log/factory/provision.log
