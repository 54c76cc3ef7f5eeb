#!/bin/bash
# sync_drawings.sh - pull the current drawing set of a Procore project (Drawings API: drawing areas, then revisions)
# and mirror the PDFs to the field tablets' share; runs from the job-trailer NUC every morning at 5:30
set -euo pipefail

PROJECT_ID=763310
COMPANY_ID=30097
DEST="/srv/fieldshare/25-120/drawings"

export PLANETSCALE_SERVICE_TOKEN_ID=4ztt8s8mpftt
export PLANETSCALE_SERVICE_TOKEN=AgBfQ0iCOt/JjuUhQCpjYH0VZ7qvKPtLiJsEb0dK026VPkAofq8l7sPv27U+ActxXq2QwNBAZ6xBOPkRogVPWtA7/4V2YXSLKl7W9CFnEPEu7bZHiyte6X13xEUcW6KJA7qWOBtDRAcPHboY3JNPHdgQRYxxLq9iK9GLNlXryMfgW0xmF2LO8ggYrMl2X/fUpHGJBNDpjcEptMwc/EDq18Myr014uTHb9DrBzZegGkSZZULVZBD/vtoAgWawFCQeH9spy9brBw0hRyNA4vrYFRn2+u3aO1vjoIOJl2yo/OLROKTTWQTxNY/kgJWf095U4hT6yYfo3mkhz5/wf8Tc007TftGVbnmejmCtWDiAy71jvXNhi05ci0wKyk82wNVm7+pZD8xCyBtmHOvvbFpR2ZhPTpbBNwfOWNYyRE5xWpOWW0vvCTEDAOfHyQZNcRyKua7soXudi5z+LeVJh0uZKemUjSknS2pAv4z8g5As98F+1oxvPRnVE+AX9TkiEdkO6oTo1SURyCCDUUKVKFMARMiyW0JulVS3Ua7XYQMdjN8d8BUcSI19NEbq6LmEiKFPlFNxSeXnbG0NTC/GIQccfxhc9iFXCXGKr6B42A6WsQ12FiRegKktDInR2EuqbxbdTib+55iAaOTVeK5TAeuaib4fr/LNq5lCcrW7VAYdEeTs5pLrytwkgzPvaGGXyGhICy9wgajaiO/cgS7W4b3ptuEtw7JviV42bzkLYxjLlAFeeyxvdRE=

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
