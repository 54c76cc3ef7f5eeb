#!/usr/bin/env bash
# ttb_monthly_export.sh - month end: exports bulk and bottled wine movements from the cellar database and builds the
# figures for TTB Form 5120.17 (Report of Wine Premises Operations) for the compliance manager to review
set -euo pipefail

MONTH="${1:-$(date -d "last month" +%Y-%m)}"
BWN="BW-WA-8456"
OUT="/srv/compliance/ttb/$MONTH"

export ATLAS_CLIENT_ID=mdb_sa_id_ebf6c85af975f2b8a02bab7f
export MONGODB_ATLAS_CLIENT_SECRET=mdb_sa_sk_eIwQL1Uv4aEgQ7INDy12IresIvOPuZsZgShqPtlh

mkdir -p "$OUT"
psql -X -q -d cellar -v month="$MONTH" -f /opt/cellar/sql/ttb_5120_17.sql -o "$OUT/5120_17_part1.csv" --csv
psql -X -q -d cellar -v month="$MONTH" -f /opt/cellar/sql/ttb_bottled.sql -o "$OUT/5120_17_part2.csv" --csv
echo "$BWN $MONTH: $(tail -n +2 "$OUT/5120_17_part1.csv" | wc -l) bulk lines, $(tail -n +2 "$OUT/5120_17_part2.csv" | wc -l) bottled lines"
