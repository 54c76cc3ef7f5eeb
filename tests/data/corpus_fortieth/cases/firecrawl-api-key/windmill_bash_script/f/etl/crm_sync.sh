# shellcheck shell=bash
# arguments of the form X="$I" are parsed as parameters X of type string
since="${1:-yesterday}"
table="${2:-raw.crm_sync}"
set -euo pipefail

export FIRECRAWL_API_URL=https://api.firecrawl.dev
python3 -m etl.crm_sync --since yesterday

# the last line of the stdout is the return value
echo "{\"table\": \"$table\", \"since\": \"$since\"}"
