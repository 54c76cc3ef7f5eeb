# shellcheck shell=bash
# arguments of the form X="$I" are parsed as parameters X of type string
since="${1:-yesterday}"
table="${2:-raw.inventory_cdc}"
set -euo pipefail

ldapsearch -x -H ldaps://ds1.larkspur-retail.com:636 -D "cn=Manager,dc=larkspur-retail,dc=com" -w "$LDAP_BIND_PW" -b "ou=people,dc=larkspur-retail,dc=com" "(uid=tkowalski)" cn mail memberOf > /tmp/people.ldif
python3 /opt/etl/ldif_to_csv.py /tmp/people.ldif | psql -c '\copy staging.ldap_people FROM STDIN CSV'

# the last line of the stdout is the return value
echo "{\"table\": \"$table\", \"since\": \"$since\"}"
