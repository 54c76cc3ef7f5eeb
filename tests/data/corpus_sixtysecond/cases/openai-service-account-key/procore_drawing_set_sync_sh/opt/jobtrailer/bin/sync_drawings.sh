#!/bin/bash
# sync_drawings.sh - pull the current drawing set of a Procore project (Drawings API: drawing areas, then revisions)
# and mirror the PDFs to the field tablets' share; runs from the job-trailer NUC every morning at 5:30
set -euo pipefail

PROJECT_ID=966794
COMPANY_ID=88747
DEST="/srv/fieldshare/25-114/drawings"

export OPENAI_API_KEY=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

TOKEN="$(cat /etc/procore/access_token)"
areas=$(curl -fsS -H "Authorization: Bearer $TOKEN" -H "Procore-Company-Id: $COMPANY_ID" \
  "https://api.procore.com/rest/v1.1/projects/$PROJECT_ID/drawing_areas" | jq -r '.[].id')
for a in $areas; do
  curl -fsS -H "Authorization: Bearer $TOKEN" -H "Procore-Company-Id: $COMPANY_ID" \
    "https://api.procore.com/rest/v1.1/drawing_areas/$a/drawings" | jq -r '.[] | [.number, .current_revision.pdf_url] | @tsv' |
  while IFS=$'\t' read -r num url; do
    curl -fsS -o "$DEST/$num.pdf" "$url"
  done
done
echo "$(ls "$DEST" | wc -l) sheets in $DEST"
