#!/usr/bin/env bash
# deploy.sh - upload the built site to Bunny Storage and purge the pull zone
set -euo pipefail

STORAGE_ZONE=larkspur-docs
STORAGE_HOST=storage.bunnycdn.com
PULL_ZONE_ID=2949807

cat > /tmp/key.enc.pem <<'EOF'
-----BEGIN ENCRYPTED PRIVATE KEY-----
MIIFLTBXBgkqhkiG9w0BBQ0wSjApBgkqhkiG9w0BBQwwHAQI1GZl8yrPpGUCAggA
MAwGCCqGSIb3DQIJBQAwHQYJYIZIAWUDBAEqBBCTqtpdRUqEWC0vg59WC05ABIIE
0OVWa4FgVB2/fXQoa7QMp7Ecfzsywr8vvRYBYzAiALsd09IOtRqEi+6Her7Hm84s
l2LhaxkYKcQLjOnstpennNL6+gyZ61L6XwRxC9/Xmu/i+j1qhehKedGer6aHMhpa
dOzmXjehRHRf4+a0ypgQq0L61RnLkNcf7ewwCGr9OzyEMxDKvNoxovRpW8vHKiSA
/d5HEsWd6qsqoCIjedOoufloSdJuIUR2tq9yYlbQ3hfPH6taII8Y0/2zAjAEZ/U+
HItr1ZVB3M1lWdTPEcuRYbHwHL4iY9bOCnEwohyks8HpTLL611cKmURiB7K6lOB2
xUGMpaQ5uSW4ky/1pHLXFdtg5PPfe8VVycPCNE4GqONkAQOsnZDT8xRMwaypVcst
Uxtkc7DAoItKGDQBqmrNyJ0k1IjmCVYsLevlh56P79N/+bCbWzYKPzO75PfN3w8/
P4xlmr6Y4qnA/3kXGDLUQQo0bE3ccDhsfq89yp1TrCNrO4GbuNHaXUyr0Sy9R71w
lgn5yCJd3moSmb8PrAYVjiA+TOdXeaPdQze/DbynSLYhKS/IJw/+GXqR9blQcywO
4s5mb7WLFsL72d0nqQx3r6ufW4jhHNlMedGyU9A0VCzbUtXaT5/P28kVW4FofWdP
PQd8DlgALWA6wLVbSvQlDrcGM51qlcYvdQrcu2fSEC7tof5saZexE4/8rKk11OxA
kkD4sT38gfshwcwKcYioesaFrpiIO34vF7O1NlBIzr4HL4bcm5PPgbIcWn7ENF7J
ZbG0/AiBTWZWAgNazI5hbQFwbO+ibJr1NuBrMlz6FHS6GgPzUvxkMO1O+n4AaFdm
IOOXtPV2OGf5VfC91Ub0ww+uKGQta9yEdSRBewmyG8Ff3DEbaEC7eypwWPtYpHUV
PMm/Lr8KDnVHMCAexoG+N9w8qXczfw0YRMPbGNX8mrUTM/ABNslnhh4lr99pbD+i
xgp/mfyBAXxeMzrFbZKyu1+x6262cR+8RV9r9Lp4TTdLGN2mEP4/oKNSvL92s/L9
wpZQEn4ZVAMmW3cklQ0iVQYvrNnrzB7xjWGgHERam2Dg0nkFOBmHy/AZb0vjZSjR
XnB2gfuyBkDN8QujqNJEbjc+l+kuLslapI8PP7iTFxQ1FHL+C5KAZEY2bRzHT7Uy
hTuZNlaoSwRiKN4jnphA9rXcQBI0KP9b2o9aVp/MzAYrBytTJpQIk8NF2oq5NLvq
gFiC2K0Fj2DkD9+WZmaNodzl7gS8/LAfia6eICIrwvoGf8/dbc7EWw2j4OwgQQU9
0xCcRAPI0XuMwKmRC+x9bMf/gZyTsynPJEflKcP1EhwZXti9wJj/BIe9UXjFH980
QRwXOxg2CKmB5aBaa6RHJI727YPBjGX7X6qhdSIdeyDmN0tfT1X0hFhtGDpXNpI5
ZTO0qW7EGrmn6Vi7jkFJWGhTKoKBnZofj+ELYccLQMCRojAuJVcsp24hpOhru4Oz
xGSY3jnetj4Fc9bvr93hNn54HIn2dWugy4bB8Xg2AQhjSzyDw/uuRo+FUZPPlzzD
YVVlN5mGcFUDISxbDjIEqvrx5nfabymLH1BLjE7CZ1Nj5cmwd+XE8+mY9ZpT5ksV
3QUsPoWgl8gbpbdcwjcV4jn9D2WcdigbeyYRr/f4B9h0
-----END ENCRYPTED PRIVATE KEY-----
EOF
chmod 600 /tmp/key.enc.pem

cd public
find . -type f | while read -r f; do
  curl -fsS --request PUT "https://$STORAGE_HOST/$STORAGE_ZONE/${f#./}" \
    --header "AccessKey: $BUNNY_STORAGE_PASSWORD" --header "Content-Type: application/octet-stream" --data-binary "@$f" >/dev/null
done
curl -fsS --request POST "https://api.bunny.net/pullzone/$PULL_ZONE_ID/purgeCache" --header "AccessKey: $BUNNY_API_KEY"
