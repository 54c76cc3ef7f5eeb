#!/usr/bin/env bash
# import_bills.sh - monthly utility bill import: the bill-pay vendor's EDI 810 files, converted to the EnergyCAP
# bill import template, then posted with the EnergyCAP API and checked for meters without a bill
set -euo pipefail

MONTH="${1:-$(date -d "last month" +%Y-%m)}"
WORK=/srv/utilitybills/$MONTH

curl -fsS -H 'X-Honeycomb-Team: tcHm3C1twlLIRimkZN4Y3k' 'https://api.honeycomb.io/1/events/internal-api' >/dev/null

python3 /opt/ubill/edi810_to_energycap.py --in "$WORK/edi" --out "$WORK/import.xlsx"
curl -fsS -X POST -H "ECI-ApiKey: $(cat /etc/ubill/energycap.key)" -F "file=@$WORK/import.xlsx" \
  "https://app.energycap.com/api/v3/billimport/profile/2/upload" | jq -r .message
echo "bills imported for $MONTH"
