# shellcheck shell=bash
# arguments of the form X="$I" are parsed as parameters X of type string
since="${1:-yesterday}"
table="${2:-raw.events_ingest}"
set -euo pipefail

export GITLAB_RUNNER_TOKEN=glrt-AHmTYPTzHzLgDoNM2qcz
python3 -m etl.events_ingest --since yesterday

# the last line of the stdout is the return value
echo "{\"table\": \"$table\", \"since\": \"$since\"}"
