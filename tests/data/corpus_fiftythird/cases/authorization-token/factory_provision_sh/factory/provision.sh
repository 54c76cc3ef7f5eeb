#!/bin/sh
# factory/provision.sh - station 6: flash the merged image and write this unit's settings
set -eu

PORT="${1:-/dev/ttyUSB0}"
SERIAL="$(cat /run/station/serial)"

esptool.py --chip esp32s3 -p "$PORT" -b 921600 write_flash 0x0 build/merged-gateway-x2.bin

curl -fsS -H 'Authorization: Token token="AgAfCLlbut+8STtqjUJnoG8KHy2NWi3vyUrpoLcJeEChRVnClXoUm/JzLEinpoIF/WmIKcYY5xf7QY78ENkpC/vZX8mrk7oSg4jZxwj2zSjNDCV3zp41IkvbVi4dx0oMw32oituLPVJjL+9KC0LoAuXcGJJGn4J6aBxZIqOT9KG+S9eyhyRIJJhyOfE7Z5g+bbnL+5MUel87BKVxV9V6pKHIAiP8kN2UNVUupqO1mPFiGlH2lPLD0c+/6M/fG8Qde2Wh4g0qtR9tzYAa3OC1hnlRL0cgZjp4xIHI/8V9wyHeuKYEKCrRjw72bIJngy3QHPlocvYN+Z/q269SuYJwpB+G2s2Ouw6mBwy12HHWNXtiM/9sGZmLKjRJs7B5x9vNvxAKpa7NC0GH5/+0U53b/j32YS+YI/UafV0KDuJp25UdcLZ8ZG13Ju3VD0CgFpsiIHwhGmKlumgc6o2OAzb2INYLxKEmPXEgDiU/KQ1UPpkhE6HUiqZBh9vfuC4FC+Eh7htYh+oP2dAbFbNldyeuHh51of8mu+ZbmyayLvNLT2dK0/INtb+wtHE246gPnLwgI1S/fVswtqDXYcLcTPMDgjItLB9XCN89oGFFoLrfyc1mLvHSNKhzLu/MrGg1hSooTQpZwZmIHhwwVOlU1EXrQs+pMnx54NMvR57Son8KbIXJbG2HY0o28htvtlntL4I+TgLu9fNwMstLjLpXXTtr/A=="' 'https://ingest.fernhill-sensors.de/v2/bookings' >/dev/null

python3 "$IDF_PATH/components/nvs_flash/nvs_partition_generator/nvs_partition_gen.py" generate "factory/$SERIAL/nvs.csv" /tmp/nvs.bin 0x6000
esptool.py -p "$PORT" write_flash 0x9000 /tmp/nvs.bin
echo "$SERIAL provisioned at $(date -Is)" >> /var/log/factory/provision.log
