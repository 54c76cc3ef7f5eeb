# shellcheck shell=bash
# arguments of the form X="$I" are parsed as parameters X of type string
since="${1:-yesterday}"
table="${2:-raw.billing_export}"
set -euo pipefail

export AUTH0_CLIENT_ID=XYocPZ2swLgHubpVyI9pljkeAtla9Yz2
export AUTH0_DOMAIN=kestrelworks.us.auth0.com
export AUTH0_API_CLIENT_SECRET=l5VdqFNjbbBK5K3Co37qlQ4Lub8AaArPDXo-3eNmlPJrL3M594yM1c8-ZAYO1NBg
python3 -m etl.billing_export --since yesterday

# the last line of the stdout is the return value
echo "{\"table\": \"$table\", \"since\": \"$since\"}"
