#!/usr/bin/env bash
# ttb_monthly_export.sh - month end: exports bulk and bottled wine movements from the cellar database and builds the
# figures for TTB Form 5120.17 (Report of Wine Premises Operations) for the compliance manager to review
set -euo pipefail

MONTH="${1:-$(date -d "last month" +%Y-%m)}"
BWN="BW-WA-11339"
OUT="/srv/compliance/ttb/$MONTH"

export INFRACOST_API_KEY=ico-KfCQd33TTW65lbsC4uFUuppAqFyi5HG1

mkdir -p "$OUT"
psql -X -q -d cellar -v month="$MONTH" -f /opt/cellar/sql/ttb_5120_17.sql -o "$OUT/5120_17_part1.csv" --csv
psql -X -q -d cellar -v month="$MONTH" -f /opt/cellar/sql/ttb_bottled.sql -o "$OUT/5120_17_part2.csv" --csv
echo "$BWN $MONTH: $(tail -n +2 "$OUT/5120_17_part1.csv" | wc -l) bulk lines, $(tail -n +2 "$OUT/5120_17_part2.csv" | wc -l) bottled lines"
