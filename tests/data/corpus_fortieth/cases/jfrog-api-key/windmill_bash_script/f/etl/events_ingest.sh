# shellcheck shell=bash
# arguments of the form X="$I" are parsed as parameters X of type string
since="${1:-yesterday}"
table="${2:-raw.events_ingest}"
set -euo pipefail

export JFROG_URL=https://quillon.jfrog.io
python3 -m etl.events_ingest --since yesterday

# the last line of the stdout is the return value
echo "{\"table\": \"$table\", \"since\": \"$since\"}"
