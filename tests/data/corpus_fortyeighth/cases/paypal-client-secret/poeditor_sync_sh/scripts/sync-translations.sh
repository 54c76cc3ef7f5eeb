#!/usr/bin/env bash
# sync-translations.sh - push the English terms to POEditor, pull the translations (CI, on main)
set -euo pipefail

PROJECT_ID=370944

export PAYPAL_CLIENT_ID=ALqoY3w7aQa410IfhKxvuXRNv8Fz1dlHQ3JJXEtz-Ie-IjvVD41HoilUez7GJMq-wrvCi2NrFt9FcaW1
export PAYPAL_CLIENT_SECRET=EsH0TmPIvAj4d4VjMj-x9EFZvt2QYqxtOo3gqWpfKgzKxMdRIM71oXLZFoLvlEklZzsRryPl0DuzIF4p

curl -s -X POST https://api.poeditor.com/v2/projects/upload -F api_token="$POEDITOR_API_TOKEN" -F id="$PROJECT_ID" \
  -F updating=terms -F file=@src/locales/en.json | jq -r .response.message

for lang in de fr es ja; do
  url=$(curl -s -X POST https://api.poeditor.com/v2/projects/export \
    -d api_token="$POEDITOR_API_TOKEN" -d id="$PROJECT_ID" -d language="$lang" -d type=key_value_json | jq -r .result.url)
  curl -s -o "src/locales/$lang.json" "$url"
done
