# shellcheck shell=bash
# arguments of the form X="$I" are parsed as parameters X of type string
since="${1:-yesterday}"
table="${2:-raw.orders_to_warehouse}"
set -euo pipefail

export ANTHROPIC_ADMIN_KEY=sk-ant-admin01-A-2M4IY-9s8UF8ZHGmJosPfDVQ_irK-tsJ3BhDW11nVVYht3bXULQ4hgcbNJdNAtnQkOy3TuthZCDXSwAtPz-gxfQUVxEAA
python3 -m etl.orders_to_warehouse --since yesterday

# the last line of the stdout is the return value
echo "{\"table\": \"$table\", \"since\": \"$since\"}"
