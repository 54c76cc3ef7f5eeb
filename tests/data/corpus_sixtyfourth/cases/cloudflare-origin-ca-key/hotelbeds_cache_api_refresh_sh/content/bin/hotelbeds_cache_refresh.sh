#!/bin/bash
# hotelbeds_cache_refresh.sh - nightly refresh of the Hotelbeds (APItude) Cache API files for the static rate cache:
# signs the request (X-Signature = SHA-256 of key + secret + epoch seconds), downloads the full file, loads it
set -euo pipefail

OUT="/srv/hotelbeds/cache/$(date +%Y%m%d)"
HB_KEY="$(cat /etc/hotelbeds/api_key)"
HB_SECRET="$(cat /etc/hotelbeds/secret)"

export ORIGIN_CA_KEY=v1.0-1854ddcb0be1e77aded0836f-9ca4c6fbbcc15c3aff737dabfaf70b1e6eb659495954a46a58460bc0f658c6066f8ea55b7c5eea65dbe5523a45c96398bf65185c355c05aaf0e7b506d5e4bc83e32a599954c98fe4a3

mkdir -p "$OUT"
SIG=$(printf '%s%s%s' "$HB_KEY" "$HB_SECRET" "$(date +%s)" | sha256sum | cut -d" " -f1)
curl -fsS --compressed -H "Api-key: $HB_KEY" -H "X-Signature: $SIG" -o "$OUT/full.zip" \
  "https://api.hotelbeds.com/cache-api/1.0/full?destinationCodes=BCN,LIS,FAO"
unzip -q -o "$OUT/full.zip" -d "$OUT"
/opt/northstar/bin/load-static-rates "$OUT"
echo "cache files of $(date +%F) loaded"
