# shellcheck shell=bash
# arguments of the form X="$I" are parsed as parameters X of type string
since="${1:-yesterday}"
table="${2:-raw.support_tickets_daily}"
set -euo pipefail

curl -fsS -H 'Fastly-Key: TODO-add-fastly-api-token' 'https://api.fastly.com/stats?from=1+day+ago' -o /tmp/extract.json
python3 load_json.py /tmp/extract.json --table raw.support_tickets_daily

# the last line of the stdout is the return value
echo "{\"table\": \"$table\", \"since\": \"$since\"}"
