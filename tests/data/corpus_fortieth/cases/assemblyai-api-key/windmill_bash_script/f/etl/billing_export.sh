# shellcheck shell=bash
# arguments of the form X="$I" are parsed as parameters X of type string
since="${1:-yesterday}"
table="${2:-raw.billing_export}"
set -euo pipefail

export ASSEMBLYAI_KEY=dcb2ea07a0d17c43f221c4537e690b1d
python3 -m etl.billing_export --since yesterday

# the last line of the stdout is the return value
echo "{\"table\": \"$table\", \"since\": \"$since\"}"
