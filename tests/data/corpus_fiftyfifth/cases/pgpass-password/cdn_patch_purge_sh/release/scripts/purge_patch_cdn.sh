#!/bin/bash
# purge_patch_cdn.sh - after a client patch goes live: purge the launcher manifest and the patch index at the edge
# usage: purge_patch_cdn.sh <build-id>   (called by the release pipeline's publish stage)
set -euo pipefail

BUILD_ID="${1:?usage: $0 <build-id>}"
FASTLY_SERVICE_ID="qSD933xqJSY3aiJqbWkAjx"
CF_DISTRIBUTION_ID="ETMVL8CCV0N26H"

cat > $HOME/.pgpass <<'EOF'
pg.kestrelworks.io:6432:*:backup:Cv+iRo9#*H7+y%.Qg3b6dw
localhost:5432:ledger:svc_orders:RBbyKh7neS1qsM4oz
db-replica.internal:5432:ledger:etl_reader:T5fYwoIhOMG6tJfu0x
EOF
chmod 600 $HOME/.pgpass

# Fastly: soft purge by surrogate key (FASTLY_API_TOKEN comes from the pipeline's secret store)
curl -fsS -X POST -H "Fastly-Key: ${FASTLY_API_TOKEN}" -H "Fastly-Soft-Purge: 1" \
  "https://api.fastly.com/service/${FASTLY_SERVICE_ID}/purge/patch-${BUILD_ID}"

# CloudFront in front of the launcher origin
aws cloudfront create-invalidation --distribution-id "$CF_DISTRIBUTION_ID" --paths "/live/manifest.json" "/live/${BUILD_ID}/index.json" >/dev/null
echo "$(date -u +%FT%TZ) purged patch ${BUILD_ID} on patch.gravelroad-games.com"
