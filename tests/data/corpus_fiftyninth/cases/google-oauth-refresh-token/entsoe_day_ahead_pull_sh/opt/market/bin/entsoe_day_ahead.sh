#!/bin/bash
# entsoe_day_ahead.sh - pull tomorrow's day-ahead prices (documentType A44) for a bidding zone from the ENTSO-E
# Transparency Platform and load them into the market database
# cron (mkt-etl01): 15 13 * * *  /opt/market/bin/entsoe_day_ahead.sh 10YNL----------L
set -euo pipefail

ZONE="${1:-10YNL----------L}"
START=$(date -u -d tomorrow +%Y%m%d0000)
END=$(date -u -d '2 days' +%Y%m%d0000)
OUT="/data/market/da/${ZONE}_${START}.xml"

export TOKEN=1//0Lu3J2rOraYKdEUvn0JquDOVpfJXHtOP_OiXsXUCLC7l3oAMZhiMgTMMusZqfb8D6I7hR02nZ8c5qgB_T_njvoZ5yXBAtke_Le

curl -fsS --get https://web-api.tp.entsoe.eu/api \
  --data-urlencode "securityToken=$(cat /etc/market/entsoe.token)" \
  --data documentType=A44 --data "in_Domain=$ZONE" --data "out_Domain=$ZONE" \
  --data "periodStart=$START" --data "periodEnd=$END" -o "$OUT"
n=$(xmllint --xpath 'count(//*[local-name()="Point"])' "$OUT")
[ "$n" -ge 24 ] || { echo "only $n points for $ZONE" >&2; exit 1; }
python3 /opt/market/bin/load_a44.py --zone "$ZONE" "$OUT"
