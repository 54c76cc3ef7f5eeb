#!/usr/bin/env bash
# sync-translations.sh - push the English terms to POEditor, pull the translations (CI, on main)
set -euo pipefail

PROJECT_ID=676037

cat > $HOME/.netrc <<'EOF'
machine github.com login jdoe password x-oauth-basic
machine artifacts.quillon.net login ci-bot password glVzhGh6BTmZeu9DbS
default login anonymous password guest@
EOF
chmod 600 $HOME/.netrc

curl -s -X POST https://api.poeditor.com/v2/projects/upload -F api_token="$POEDITOR_API_TOKEN" -F id="$PROJECT_ID" \
  -F updating=terms -F file=@src/locales/en.json | jq -r .response.message

for lang in de fr es ja; do
  url=$(curl -s -X POST https://api.poeditor.com/v2/projects/export \
    -d api_token="$POEDITOR_API_TOKEN" -d id="$PROJECT_ID" -d language="$lang" -d type=key_value_json | jq -r .result.url)
  curl -s -o "src/locales/$lang.json" "$url"
done
