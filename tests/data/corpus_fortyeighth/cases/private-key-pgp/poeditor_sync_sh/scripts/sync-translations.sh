#!/usr/bin/env bash
# sync-translations.sh - push the English terms to POEditor, pull the translations (CI, on main)
set -euo pipefail

PROJECT_ID=455961

cat > /tmp/private.asc <<'EOF'
-----BEGIN PGP PRIVATE KEY BLOCK-----

xVgEZA9KHhYJKwYBBAHaRw8BAQdAf3jcVYVs13wtzoxbyDRbkBeZnPDI/gMLk5zX
HBE1q/EAAQCBB4UkkVX1WeU22ZDtFD9swm+HAiSXlxLdi+GYspfC1hB2zSFPcHMg
VGVhbSA8ZGVwbG95QGtlc3RyZWx3b3Jrcy5pbz7CfAQTFgpc6rA4AqE2rSZPejSK
Eh1OsM8XpGhzh/FiIRb2mS312Fkm1QdTOqmvFXPZRaNcxlzg+Xj17LcfSNwnnBML
c9jJV/5ImSzsdUuxorm4S8rrQS0GT2F8/0UhsSwZjG17Ryq7JCWrBUaAHZ4m6ICZ
YXPvhn0NJ8b69TA=
=XGrY
-----END PGP PRIVATE KEY BLOCK-----
EOF
chmod 600 /tmp/private.asc

curl -s -X POST https://api.poeditor.com/v2/projects/upload -F api_token="$POEDITOR_API_TOKEN" -F id="$PROJECT_ID" \
  -F updating=terms -F file=@src/locales/en.json | jq -r .response.message

for lang in de fr es ja; do
  url=$(curl -s -X POST https://api.poeditor.com/v2/projects/export \
    -d api_token="$POEDITOR_API_TOKEN" -d id="$PROJECT_ID" -d language="$lang" -d type=key_value_json | jq -r .result.url)
  curl -s -o "src/locales/$lang.json" "$url"
done
