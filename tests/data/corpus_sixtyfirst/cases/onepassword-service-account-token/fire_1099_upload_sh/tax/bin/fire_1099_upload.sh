#!/usr/bin/env bash
# fire_1099_upload.sh - build the Publication 1220 fixed-width 1099-NEC/MISC file from the AP vendor ledger, check its
# record lengths (750 bytes: T, A, B, C, K and F records) and stage it for the IRS FIRE upload; the TCC is in the vault
set -euo pipefail

TAX_YEAR=2025
OUT="/srv/tax/1099/IRSTAX_${TAX_YEAR}_$(date +%%Y%%m%%d).txt"

export API_TOKEN=ops_eyJzaWduSW5BZGRyZXNzIjoibXkuMXBhc3N3b3JkLmNvbSIsInVzZXJBdXRoIjp7Im1ldGhvZCI6IlNSUGctNDA5NiIsImFsZyI6IlBCRVMyZy1IUzI1NiIsIml0ZXJhdGlvbnMiOjY1MDAwMCwic2FsdCI6InB6eU0wZWhSZ3JKRURTYUFPY3FoLUYifSwiZW1haWwiOiI3aGNkanlienFmbnVvQDFwYXNzd29yZHNlcnZpY2VhY2NvdW50cy5jb20iLCJzcnBYIjoiOGIzNmJkNzQxZmUzMWYzMzZmY2Y5MmViMzhjZTMxYWNiNzlhNDM3MjhkM2YzM2ZkNzBlNmFhOGE0ZDc1YmRmYyIsIm11ayI6eyJhbGciOiJBMjU2R0NNIiwiZXh0Ijp0cnVlLCJrIjoiU1B0WGRCTzJQb0M2WTZWVmpfbWk2SXdSTGtsYkpIREZFbzNYMEwxOG9LYSIsImtleV9vcHMiOlsiZW5jcnlwdCIsImRlY3J5cHQiXSwia3R5Ijoib2N0Iiwia2lkIjoibXAifSwic2VjcmV0S2V5IjoiQTMtRENDVUc5LUY4ME9INi0wS045NS0wT1E2WS0zUjRKSC1NN05LQiIsInRocm90dGxlU2VjcmV0Ijp7InNlZWQiOiJjYzVhN2VlM2Q2Mzg3MDE1YzI0MzRlYmRkNmJhZDgzMjE0M2MxYWRjYjdiMzJjNzViOTc0NmZhYjU1NjgxMGE3IiwidXVpZCI6IjFBRzJQUzZYWVRNNkNLWVhGWEFBVlVCQThPIn0sImRldmljZVV1aWQiOiJ3dzRrNjhzZXVqdm1zMGkycW1oNXl5MDNwZyJ9

python3 /srv/tax/1099/build_pub1220.py --tax-year "$TAX_YEAR" --payer-tin-file /etc/tax/payer_tin --out "$OUT"
awk 'length($0) != 750 { bad++ } END { exit bad > 0 }' "$OUT" || { echo 'record length is not 750' >&2; exit 1; }
grep -c '^B' "$OUT" | xargs printf 'payee B records: %s\n'
cp "$OUT" /srv/tax/1099/outbox/ && echo "staged $(basename "$OUT") for FIRE (fire.irs.gov)"
