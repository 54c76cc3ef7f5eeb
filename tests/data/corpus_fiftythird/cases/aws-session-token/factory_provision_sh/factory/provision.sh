#!/bin/sh
# factory/provision.sh - station 6: flash the merged image and write this unit's settings
set -eu

PORT="${1:-/dev/ttyUSB0}"
SERIAL="$(cat /run/station/serial)"

esptool.py --chip esp32s3 -p "$PORT" -b 921600 write_flash 0x0 build/merged-cam-module.bin

export SECRET=IQoJb3JpZ2luX2VjENkHut3Z8/kiM0Bhh9xtElvol/RyUV9Z+uWgYBfu0aYBO1+H18s18Qik8zZO9MIA0ZPrmXeUJP/R0ycU9WRj2nfeZuhZ/ARx+hk/jTpyYp//dfMvfFeEWLBGTDcqzCMmQCBGqY+Dw/Kg7X6WmzELYaPMcs/KORu9upZVspRfoAIpjpvj3abq17FL3spC3ykdldiCcWCzJE1Vv1hXVGMUc6iynIlZSsUCV0rhYkambCZPt+a+0yLrwkmMaaazX1BWrQDvnxBmEmEJZe1IvWQNUJGXLRooFGUpH6zi6te8ykbaeubngobMPiKrAZkDSVMu06I1nYZlmV4G7LwPIvHCAYrcjLSMMuXUGw+8GY3Fj+hcEZv6Qfk4ReDqX3uvLLEn9R+PQK/+3wz/eqd2tGBpeRxdoYkiUDxj9lYpI9nWSxxLeJrst/cvanu80UiW5VyqYWhx388gyPUHgAnlXKzoeMUDhi0LcOiSzDeaHzyfgaKxEtsMQ0sw1qt94bYjNnuQknh//lpXIP0A8trTHtCYxmcHBjk+/O6H5xnpn1qKTqjFFRXONBuzuTRQll1UQs1rGUejco+buA7hawFTRpSCCEBXemEQyRkuxX8K/2gIKgXu012/THbQCQ2p5GKEPtVFLwnKup0e128+5qFKiEKO07DH6jA=

python3 "$IDF_PATH/components/nvs_flash/nvs_partition_generator/nvs_partition_gen.py" generate "factory/$SERIAL/nvs.csv" /tmp/nvs.bin 0x6000
esptool.py -p "$PORT" write_flash 0x9000 /tmp/nvs.bin
echo "$SERIAL provisioned at $(date -Is)" >> /var/log/factory/provision.log
