# shellcheck shell=bash
# arguments of the form X="$I" are parsed as parameters X of type string
since="${1:-yesterday}"
table="${2:-raw.billing_export}"
set -euo pipefail

export TOGETHER_AI_KEY=87b73ce3d79af530ed32c9a7bf2ebb00939bf77ebca7dc6bb4e7481eaff0f074
python3 -m etl.billing_export --since yesterday

# the last line of the stdout is the return value
echo "{\"table\": \"$table\", \"since\": \"$since\"}"
