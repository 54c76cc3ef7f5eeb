#!/usr/bin/env bash
# oasis_lmp.sh - download CAISO OASIS day-ahead LMPs (PRC_LMP, market_run_id=DAM) for our trading hubs, unzip, load
# OASIS allows one request every 5 seconds; the loop sleeps between nodes
set -euo pipefail

D=$(date -u -d tomorrow +%Y%m%d)
E=$(date -u -d '2 days' +%Y%m%d)
NODES=(TH_NP15_GEN-APND TH_SP15_GEN-APND)
WORK=$(mktemp -d)

export TENCENTCLOUD_APPID=1256592297

for NODE in "${NODES[@]}"; do
  curl -fsS -o "$WORK/$NODE.zip" "http://oasis.caiso.com/oasisapi/SingleZip?queryname=PRC_LMP&startdatetime=${D}T07:00-0000&enddatetime=${E}T07:00-0000&version=12&market_run_id=DAM&node=${NODE}&resultformat=6"
  unzip -q -o "$WORK/$NODE.zip" -d "$WORK/$NODE"
  sleep 6
done
psql "service=brightmoor_market" -v ON_ERROR_STOP=1 -c "\copy staging.caiso_lmp FROM PROGRAM 'cat $WORK/*/*.csv' CSV HEADER"
rm -rf "$WORK"
