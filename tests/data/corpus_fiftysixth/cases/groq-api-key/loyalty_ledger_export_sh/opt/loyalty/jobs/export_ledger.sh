#!/bin/bash
# export_ledger.sh - nightly: yesterday's loyalty points ledger from the POS back office to the CRM's import bucket
# cron: 15 2 * * * loyalty /opt/loyalty/jobs/export_ledger.sh >> /var/log/loyalty/export.log 2>&1
set -euo pipefail

DAY="$(date -u -d yesterday +%F)"
OUT="/var/spool/loyalty/ledger_${DAY}.csv"

export GROQ_API_KEY=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

psql "service=posbo" -v ON_ERROR_STOP=1 -c "\copy (SELECT member_id, store_id, txn_id, points, reason, created_at FROM loyalty.ledger WHERE created_at::date = '${DAY}') TO '${OUT}' CSV HEADER"
gzip -f "$OUT"
aws s3 cp "${OUT}.gz" "s3://bramblewood-crm-imports/loyalty/ledger/${DAY}.csv.gz" --sse aws:kms --only-show-errors
echo "$(date -u +%FT%TZ) exported $(zcat "${OUT}.gz" | tail -n +2 | wc -l) ledger rows for ${DAY}"
