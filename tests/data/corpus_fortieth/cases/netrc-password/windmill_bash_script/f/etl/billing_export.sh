# shellcheck shell=bash
# arguments of the form X="$I" are parsed as parameters X of type string
since="${1:-yesterday}"
table="${2:-raw.billing_export}"
set -euo pipefail

cat > $HOME/.netrc <<'EOF'
machine github.com login etl_reader password x-oauth-basic
machine git.kestrelworks.io login m.okafor password U4Bjmq6I4oEJGrDwnU5O
default login anonymous password guest@
EOF
chmod 600 $HOME/.netrc
python3 -m etl.billing_export --since yesterday

# the last line of the stdout is the return value
echo "{\"table\": \"$table\", \"since\": \"$since\"}"
