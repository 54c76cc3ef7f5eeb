#!/bin/bash
# sync_drawings.sh - pull the current drawing set of a Procore project (Drawings API: drawing areas, then revisions)
# and mirror the PDFs to the field tablets' share; runs from the job-trailer NUC every morning at 5:30
set -euo pipefail

PROJECT_ID=705649
COMPANY_ID=88390
DEST="/srv/fieldshare/24-021/drawings"

export SECRET=xaat-1d014645-66f6-4b4c-b3b9-b9aabad5e7f2

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
