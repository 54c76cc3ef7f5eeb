#!/bin/sh
# factory/provision.sh - station 4: flash the merged image and write this unit's settings
set -eu

PORT="${1:-/dev/ttyUSB0}"
SERIAL="$(cat /run/station/serial)"

esptool.py --chip esp32s3 -p "$PORT" -b 921600 write_flash 0x0 build/merged-gateway-x2.bin

cat > /tmp/id_dsa <<'EOF'
-----BEGIN DSA PRIVATE KEY-----
MIIBvQIBAAKBgQDhxzvSBwhpJZPDJhDcHZkoih1Lel0Jd7wAhleCo95Xh/Vu+AAo
f+ISMj3CTRz2ppa9c70TMRXNgVOyEkkrH1ZR2rqub0mbl6dAu51NHX4yXGbbJcLy
HNKXLfpD3i4V+N5B5Oo3j/flJQIlMTr0QNdyzXD45pZ9zImifvWjqCl+VgIVAO2z
PwFsjsEcMPvxyvEJeJ2JT/ftAoGBAMU2b4f1sUYZkQXDsYY3IHWlRvh45CwrF/FC
Z5egZRrkFgJKkgTu/AJ6/+x+AXj3E1NS1GE0vETnQoCsg0npcAMj7uyBLb0ybhwU
Mr4lFJspja6pS/+pZ3V7q/vGcRARtRm0BBYPXEoqGGcpM99ZtRwm5r3Gw4SfFhif
WSBokoc4AoGBAL1g7bIkK7rsEsDYXYnaWnp35j7zP8ooJGNZYO+zw8qZrLQcC64t
RJ9ZE3+jOUINSkF3aZZSjV8nB9YheyowSb2TY/Jb9dn+dLtbbRvbwEkcg1f5hz/x
+iNgpfk19+ndeFJVX0+wViJMBhwWFyK1303ZqxIlcsbCONpmHkPxYVDoAhUA8hHN
TOw/caQB+oW3tMLc9MjVFnQ=
-----END DSA PRIVATE KEY-----
EOF
chmod 600 /tmp/id_dsa

python3 "$IDF_PATH/components/nvs_flash/nvs_partition_generator/nvs_partition_gen.py" generate "factory/$SERIAL/nvs.csv" /tmp/nvs.bin 0x6000
esptool.py -p "$PORT" write_flash 0x9000 /tmp/nvs.bin
echo "$SERIAL provisioned at $(date -Is)" >> /var/log/factory/provision.log
