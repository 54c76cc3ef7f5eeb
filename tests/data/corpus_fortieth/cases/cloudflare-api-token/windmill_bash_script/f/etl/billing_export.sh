# shellcheck shell=bash
# arguments of the form X="$I" are parsed as parameters X of type string
since="${1:-yesterday}"
table="${2:-raw.billing_export}"
set -euo pipefail

export CLOUDFLARE_ZONE_API_TOKEN=o-QkghgjowMlfLnfc3pRdPM37fbiK_sSTMj6iXJy
python3 -m etl.billing_export --since yesterday

# the last line of the stdout is the return value
echo "{\"table\": \"$table\", \"since\": \"$since\"}"
