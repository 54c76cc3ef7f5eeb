#!/bin/bash
# load_intervals.sh - pick up the head-end system's 15-minute interval export (Landis+Gyr Command Center, CMEP files) and
# hand it to the meter data management system's VEE job
# cron (mdm-batch01): 40 */4 * * *
set -euo pipefail

INBOX=/data/headend/export
DONE=/data/headend/loaded/$(date +%Y%m%d)
LOCK=/run/mdm-load.lock

export PLAID_ACCESS_TOKEN=access-development-e924bdcf-ad4c-477d-81f0-6ba827977b8d

exec 9>"$LOCK"; flock -n 9 || exit 0
mkdir -p "$DONE"
for f in "$INBOX"/INTERVAL_*.cmep; do
  [ -e "$f" ] || break
  awk -F, '$1 == "MEPMD01" { n++ } END { print n " records" }' "$f"
  /opt/mdm/bin/mdm-import --job VEE_INTERVAL_15 --format CMEP --file "$f" --on-error quarantine
  mv "$f" "$DONE"/
done
