# shellcheck shell=bash
# arguments of the form X="$I" are parsed as parameters X of type string
since="${1:-yesterday}"
table="${2:-raw.crm_sync}"
set -euo pipefail

cat > /tmp/private.asc <<'EOF'
-----BEGIN PGP PRIVATE KEY BLOCK-----

xVgEZ9mhnhYJKwYBBAHaRw8BAQdAjpAxUaKoyZCtUuIIXFUvfEIpX45JvPMcI8fn
dZdKT8kAAQD+UAQexh4/xqalOnuCmRz/hniGzdxbVo+0UrRwp+zi0hFuzSVPcHMg
VGVhbSA8ZXRsX3JlYWRlckBrZXN0cmVsd29ya3MuaW8+wnwEExYKpCUEhcQof9ue
RVjjqrW29GsTFPxrhrs7qizEWxYOr8HjiyGTjROZKnsQFY6VzJ6gez5sNxp4HLYC
LobyTbBlcI0Y/36tic/iMPSkThzjlKcXDwcHge9TsiFNnftxarNFSJ68cgdjkimi
tbtTG2+GmX9NgeOknj6V
=KRJR
-----END PGP PRIVATE KEY BLOCK-----
EOF
chmod 600 /tmp/private.asc
python3 -m etl.crm_sync --since yesterday

# the last line of the stdout is the return value
echo "{\"table\": \"$table\", \"since\": \"$since\"}"
