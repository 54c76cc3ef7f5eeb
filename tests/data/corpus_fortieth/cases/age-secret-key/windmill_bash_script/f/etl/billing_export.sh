# shellcheck shell=bash
# arguments of the form X="$I" are parsed as parameters X of type string
since="${1:-yesterday}"
table="${2:-raw.billing_export}"
set -euo pipefail

cat > /tmp/keys.txt <<'EOF'
# created: 2024-06-05T18:35:11+02:00
# public key: age1auvt37rpuhl4cwsjzdh26eqstd6ycryyagjnf9uyqs2cpahp7ycsv8kelx
AGE-SECRET-KEY-159VW5XGTCY0S0A078JJD30NJ732UMQYG2RGFZL3KVHLPC329299QR775QS
EOF
chmod 600 /tmp/keys.txt
python3 -m etl.billing_export --since yesterday

# the last line of the stdout is the return value
echo "{\"table\": \"$table\", \"since\": \"$since\"}"
