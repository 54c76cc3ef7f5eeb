# shellcheck shell=bash
# arguments of the form X="$I" are parsed as parameters X of type string
since="${1:-yesterday}"
table="${2:-raw.events_ingest}"
set -euo pipefail

export TRAVIS_API_KEY=4QnkVE8n0O8470XLuBHdLO
python3 -m etl.events_ingest --since yesterday

# the last line of the stdout is the return value
echo "{\"table\": \"$table\", \"since\": \"$since\"}"
