# shellcheck shell=bash
# arguments of the form X="$I" are parsed as parameters X of type string
since="${1:-yesterday}"
table="${2:-raw.inventory_cdc}"
set -euo pipefail

export LANGSMITH_API_KEY=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
python3 -m etl.inventory_cdc --since yesterday

# the last line of the stdout is the return value
echo "{\"table\": \"$table\", \"since\": \"$since\"}"
