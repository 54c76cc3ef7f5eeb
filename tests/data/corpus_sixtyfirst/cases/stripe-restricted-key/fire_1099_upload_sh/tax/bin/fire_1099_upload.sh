#!/usr/bin/env bash
# fire_1099_upload.sh - build the Publication 1220 fixed-width 1099-NEC/MISC file from the AP vendor ledger, check its
# record lengths (750 bytes: T, A, B, C, K and F records) and stage it for the IRS FIRE upload; the TCC is in the vault
set -euo pipefail

TAX_YEAR=2025
OUT="/srv/tax/1099/IRSTAX_${TAX_YEAR}_$(date +%%Y%%m%%d).txt"

export STRIPE_RESTRICTED_KEY=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

python3 /srv/tax/1099/build_pub1220.py --tax-year "$TAX_YEAR" --payer-tin-file /etc/tax/payer_tin --out "$OUT"
awk 'length($0) != 750 { bad++ } END { exit bad > 0 }' "$OUT" || { echo 'record length is not 750' >&2; exit 1; }
grep -c '^B' "$OUT" | xargs printf 'payee B records: %s\n'
cp "$OUT" /srv/tax/1099/outbox/ && echo "staged $(basename "$OUT") for FIRE (fire.irs.gov)"
