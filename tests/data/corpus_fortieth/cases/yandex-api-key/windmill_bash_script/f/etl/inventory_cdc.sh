# shellcheck shell=bash
# arguments of the form X="$I" are parsed as parameters X of type string
since="${1:-yesterday}"
table="${2:-raw.inventory_cdc}"
set -euo pipefail

export YANDEX_API_KEY=AQVNlwjaiIGA6EyfoTWE0HD7w6d0l5HqoAHQfo24bh
python3 -m etl.inventory_cdc --since yesterday

# the last line of the stdout is the return value
echo "{\"table\": \"$table\", \"since\": \"$since\"}"
