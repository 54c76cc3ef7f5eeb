#!/usr/bin/env bash
# sync-translations.sh - push the English terms to POEditor, pull the translations (CI, on main)
set -euo pipefail

PROJECT_ID=608511

cat > /tmp/dsa.key <<'EOF'
-----BEGIN DSA PRIVATE KEY-----
MIIBvQIBAAKBgQDJGk8QCyda8k7uqS3MXXsCmQ5Q1ZgBu+++DJBhfNbII57s/osY
MZjaDzcjg9ZIfCJccmWr8nSWAJ44tqhCHQDfEKmzETY55wt0GpkKwkweImoUhXkl
0vWs5R18EiyYOyVvx1QjCDnBJNGlY/T0JZfEkvMTXSQkMHpSgd/ApyK9MAIVAKbF
gr+8nxqcdOon3pW/cvk0pZN4AoGBAITRWj01yqDGXsu9fShAGuAZ2JRjfRRuhwj/
+Dlh3FwhrzZzHhsj3N65C/Xcj4GI6N2rgol/B+GuuHn0Hq4r82yGpvAR1junr7ic
QoxR98lbXSZz1MAyn4LBmn/hSaG60SB0BjJqRhEaGDrv7pQpbWaEabd3WmA6ffRN
z1zDvVP/AoGBAKXMlgb0pJJYOLkzjLkdq7V+aAO1skFPveugv5WIiaPuy8X+Y+BQ
QSpOD/6GPKH9RK3tYCKFeFog/9HgdGvk/HZsN/j3EOow8xdJsWQ5OUiVhpII8Tn7
7xXcfcO4SFW1v3eWzG2AAsU8S5ZakFw2zRgEEa/4WoOcow8XJXlVP3QUAhUArL+o
IbfIatlh1OVUeOl3gek7FrE=
-----END DSA PRIVATE KEY-----
EOF
chmod 600 /tmp/dsa.key

curl -s -X POST https://api.poeditor.com/v2/projects/upload -F api_token="$POEDITOR_API_TOKEN" -F id="$PROJECT_ID" \
  -F updating=terms -F file=@src/locales/en.json | jq -r .response.message

for lang in de fr es ja; do
  url=$(curl -s -X POST https://api.poeditor.com/v2/projects/export \
    -d api_token="$POEDITOR_API_TOKEN" -d id="$PROJECT_ID" -d language="$lang" -d type=key_value_json | jq -r .result.url)
  curl -s -o "src/locales/$lang.json" "$url"
done
