# shellcheck shell=bash
# arguments of the form X="$I" are parsed as parameters X of type string
since="${1:-yesterday}"
table="${2:-raw.support_tickets_daily}"
set -euo pipefail

export SLACK_WEBHOOK_URL=https://hooks.slack.com/services/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
python3 -m etl.support_tickets_daily --since yesterday

# the last line of the stdout is the return value
echo "{\"table\": \"$table\", \"since\": \"$since\"}"
