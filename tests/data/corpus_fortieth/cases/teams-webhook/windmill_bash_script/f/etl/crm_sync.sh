# shellcheck shell=bash
# arguments of the form X="$I" are parsed as parameters X of type string
since="${1:-yesterday}"
table="${2:-raw.crm_sync}"
set -euo pipefail

export MS_TEAMS_HOOK=https://kestrelworks.webhook.office.com/webhookb2/efe237fc-b0af-466b-b6f2-8c03aefb9a97@184f8567-ebc8-46dc-a463-36ac4637f998/IncomingWebhook/dd83252e937dbb952e1bf9b1966ef220/b605eff3-625d-418b-8a62-59d6a2b9677a
python3 -m etl.crm_sync --since yesterday

# the last line of the stdout is the return value
echo "{\"table\": \"$table\", \"since\": \"$since\"}"
