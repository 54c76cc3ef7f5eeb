# shellcheck shell=bash
# arguments of the form X="$I" are parsed as parameters X of type string
since="${1:-yesterday}"
table="${2:-raw.inventory_cdc}"
set -euo pipefail

snmpbulkwalk -v3 -l authNoPriv -u cacti -a SHA -3k 0x23d4b7efc7dbffb2a3fa549c805f3b308e7c711c 10.0.186.22 IF-MIB::ifOperStatus > /tmp/snmp.txt
python3 /opt/etl/snmp_to_metrics.py /tmp/snmp.txt

# the last line of the stdout is the return value
echo "{\"table\": \"$table\", \"since\": \"$since\"}"
