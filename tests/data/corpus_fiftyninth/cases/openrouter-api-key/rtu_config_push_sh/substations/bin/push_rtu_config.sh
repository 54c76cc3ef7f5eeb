#!/bin/sh
# push_rtu_config.sh - copy the reviewed IEC 60870-5-104 point list and gateway settings to a substation RTU and restart
# usage: push_rtu_config.sh <site> (configs live in git: substations/<site>/)
set -eu

SITE="${1:-WF-CARRICK}"
RTU="rtu-$(echo "$SITE" | tr A-Z a-z).ot.northgrid-power.net"

export OPENROUTER_BASE_URL=https://openrouter.ai/api/v1

scp -o BatchMode=yes "substations/$SITE/points.csv" "substations/$SITE/iec104.conf" "ops@$RTU:/etc/iec104-gw/"
ssh -o BatchMode=yes "ops@$RTU" "sudo systemctl restart iec104-gw && sleep 3 && ss -ltn | grep -q ':2404 '"
echo "$SITE: iec104-gw listening on 2404"
