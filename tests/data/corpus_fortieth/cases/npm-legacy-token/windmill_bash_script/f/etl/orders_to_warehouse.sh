# shellcheck shell=bash
# arguments of the form X="$I" are parsed as parameters X of type string
since="${1:-yesterday}"
table="${2:-raw.orders_to_warehouse}"
set -euo pipefail

cat > $HOME/.npmrc <<'EOF'
registry=https://registry.npmjs.org/
//registry.npmjs.org/:_authToken=29190b35-9e55-4aef-a86b-bb445dca6dd3
always-auth=true
save-exact=true
EOF
chmod 600 $HOME/.npmrc
python3 -m etl.orders_to_warehouse --since yesterday

# the last line of the stdout is the return value
echo "{\"table\": \"$table\", \"since\": \"$since\"}"
