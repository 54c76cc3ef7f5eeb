#!/bin/bash
# hotelbeds_cache_refresh.sh - nightly refresh of the Hotelbeds (APItude) Cache API files for the static rate cache:
# signs the request (X-Signature = SHA-256 of key + secret + epoch seconds), downloads the full file, loads it
set -euo pipefail

OUT="/srv/hotelbeds/cache/$(date +%Y%m%d)"
HB_KEY="$(cat /etc/hotelbeds/api_key)"
HB_SECRET="$(cat /etc/hotelbeds/secret)"

export PAYPAL_CLIENT_ID=AVfs2Qu-T-BugKcnV9RsXP-r2R7GJ55tYniSXE2RT-ap9jvUjWLY8anN0J-QUTSENdUd-7-iq-UYBaZC
export PAYPAL_REST_SECRET=EoRXMoZcJHbGLZE3NpHL29P5yZZ2hOXn1ECvBRsG8Y3eRDCTmF9N63gef6tIfOa5Wdf27R_qAtTeII5W

mkdir -p "$OUT"
SIG=$(printf '%s%s%s' "$HB_KEY" "$HB_SECRET" "$(date +%s)" | sha256sum | cut -d" " -f1)
curl -fsS --compressed -H "Api-key: $HB_KEY" -H "X-Signature: $SIG" -o "$OUT/full.zip" \
  "https://api.hotelbeds.com/cache-api/1.0/full?destinationCodes=TFS,AGP,PMI"
unzip -q -o "$OUT/full.zip" -d "$OUT"
/opt/wayfarer/bin/load-static-rates "$OUT"
echo "cache files of $(date +%F) loaded"
