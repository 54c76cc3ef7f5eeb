#!/usr/bin/env bash
# amplitude_export.sh - nightly pull of yesterday's raw events from the Amplitude Export API into the lake
# crontab (etl user): 15 3 * * * /opt/marketing-etl/bin/amplitude_export.sh >> /var/log/marketing-etl/amplitude_export.log 2>&1
set -euo pipefail

source /opt/marketing-etl/etc/amplitude.env   # AMPLITUDE_API_KEY, AMPLITUDE_SECRET_KEY

DAY=$(date -u -d yesterday +%Y%m%d)
OUT="/data/amplitude/raw/${DAY}"
mkdir -p "$OUT"

export SENDGRID_TEMPLATE_ID=d-6f5f5723fe01ebd3c4c0db1c24797dc7

curl -sS --fail --retry 3 -u "${AMPLITUDE_API_KEY}:${AMPLITUDE_SECRET_KEY}" \
  "https://analytics.eu.amplitude.com/api/2/export?start=${DAY}T00&end=${DAY}T23" -o "$OUT/export.zip"
unzip -oq "$OUT/export.zip" -d "$OUT" && rm -f "$OUT/export.zip"
gsutil -m -q cp -r "$OUT" "gs://harvest-marketing-landing/amplitude/"
echo "$(date -Is) amplitude export ${DAY}: $(find "$OUT" -name '*.json.gz' | wc -l) files"
