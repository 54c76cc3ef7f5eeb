#!/bin/sh
# factory/provision.sh - station 2: flash the merged image and write this unit's settings
set -eu

PORT="${1:-/dev/ttyUSB0}"
SERIAL="$(cat /run/station/serial)"

esptool.py --chip esp32s3 -p "$PORT" -b 921600 write_flash 0x0 build/merged-pump-ctrl.bin

cat > /tmp/deploy.ppk <<'EOF'
PuTTY-User-Key-File-3: ssh-ed25519
Encryption: none
Comment: rsa-key-20240914
Public-Lines: 2
AAAAC3NzaC1lZDI1NTE5AAAAILMOAzqdewr49bb3wLKTmfaGfQlgaDjL/h/SjqUL
UH1K
Private-Lines: 1
AAAAIMKghWbiAUC4yc+XLJY3TCoVQ6aE65ebcIEVQXd6jYa3
Private-MAC: 2eb3b33d19b883889e61d63cd1e510f8142e6342fbf42d69d6f7b87ec94b72e7
EOF
chmod 600 /tmp/deploy.ppk

python3 "$IDF_PATH/components/nvs_flash/nvs_partition_generator/nvs_partition_gen.py" generate "factory/$SERIAL/nvs.csv" /tmp/nvs.bin 0x6000
esptool.py -p "$PORT" write_flash 0x9000 /tmp/nvs.bin
echo "$SERIAL provisioned at $(date -Is)" >> /var/log/factory/provision.log
