# shellcheck shell=bash
# arguments of the form X="$I" are parsed as parameters X of type string
since="${1:-yesterday}"
table="${2:-raw.marketing_reverse_etl}"
set -euo pipefail

export DROPBOX_APP_KEY=lzjxjuya8e4lomm
python3 -m etl.marketing_reverse_etl --since yesterday

# the last line of the stdout is the return value
echo "{\"table\": \"$table\", \"since\": \"$since\"}"
