# shellcheck shell=bash
# arguments of the form X="$I" are parsed as parameters X of type string
since="${1:-yesterday}"
table="${2:-raw.crm_sync}"
set -euo pipefail

export AIRTABLE_TOKEN=patk0Ul7nFcfkXMbl.f474c8da223ab211ace3481e219504af0acf44cac1075c1c98b4115b0d2eddae
python3 -m etl.crm_sync --since yesterday

# the last line of the stdout is the return value
echo "{\"table\": \"$table\", \"since\": \"$since\"}"
