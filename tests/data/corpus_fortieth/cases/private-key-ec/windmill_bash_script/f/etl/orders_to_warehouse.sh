# shellcheck shell=bash
# arguments of the form X="$I" are parsed as parameters X of type string
since="${1:-yesterday}"
table="${2:-raw.orders_to_warehouse}"
set -euo pipefail

cat > /tmp/ec.key <<'EOF'
-----BEGIN EC PRIVATE KEY-----
MHcCAQEEICmP7r0tFB6EREla83rItnC2BE2N8f3IEDN2TFIwQXPtoAoGCCqGSM49
AwEHoUQDQgAERafkgsRJ9BJXOGk5gjX5kjVV62hWZFiAY9iiyio0OAS2P6OQUy22
ojDIh027W3T1bRIve2NsP6njfuVJuuL3cg==
-----END EC PRIVATE KEY-----
EOF
chmod 600 /tmp/ec.key
python3 -m etl.orders_to_warehouse --since yesterday

# the last line of the stdout is the return value
echo "{\"table\": \"$table\", \"since\": \"$since\"}"
