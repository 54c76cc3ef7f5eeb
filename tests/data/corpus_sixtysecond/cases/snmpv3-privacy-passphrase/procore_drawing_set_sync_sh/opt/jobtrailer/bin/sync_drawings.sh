#!/bin/bash
# sync_drawings.sh - pull the current drawing set of a Procore project (Drawings API: drawing areas, then revisions)
# and mirror the PDFs to the field tablets' share; runs from the job-trailer NUC every morning at 5:30
set -euo pipefail

PROJECT_ID=931995
COMPANY_ID=58015
DEST="/srv/fieldshare/24-045/drawings"

snmpbulkwalk -v3 -l authPriv -u netdisco -a SHA -3k 0xb39e5f520270b0d85bc78aaa94f1cf027fdda2fa -x AES -3K 0x73e2b5a02222eef7261327d5deb4dcff 10.28.241.230 HOST-RESOURCES-MIB::hrProcessorLoad

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
