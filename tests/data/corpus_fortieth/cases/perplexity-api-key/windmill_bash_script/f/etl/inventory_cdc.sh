# shellcheck shell=bash
# arguments of the form X="$I" are parsed as parameters X of type string
since="${1:-yesterday}"
table="${2:-raw.inventory_cdc}"
set -euo pipefail

export PERPLEXITY_MODEL=sonar
python3 -m etl.inventory_cdc --since yesterday

# the last line of the stdout is the return value
echo "{\"table\": \"$table\", \"since\": \"$since\"}"
