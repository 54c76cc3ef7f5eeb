#!/bin/sh
# push_rtu_config.sh - copy the reviewed IEC 60870-5-104 point list and gateway settings to a substation RTU and restart
# usage: push_rtu_config.sh <site> (configs live in git: substations/<site>/)
set -eu

SITE="${1:-PV-WESTMOOR}"
RTU="rtu-$(echo "$SITE" | tr A-Z a-z).ot.solvane.io"

export PLANETSCALE_SERVICE_TOKEN_ID=ureqt8tlb5jx
export API_KEY=pscale_tkn_3dFBFvbGttMrLiVg1U4-_5L3U3y1zBGmmsn9KSvRS5D

scp -o BatchMode=yes "substations/$SITE/points.csv" "substations/$SITE/iec104.conf" "ops@$RTU:/etc/iec104-gw/"
ssh -o BatchMode=yes "ops@$RTU" "sudo systemctl restart iec104-gw && sleep 3 && ss -ltn | grep -q ':2404 '"
echo "$SITE: iec104-gw listening on 2404"
