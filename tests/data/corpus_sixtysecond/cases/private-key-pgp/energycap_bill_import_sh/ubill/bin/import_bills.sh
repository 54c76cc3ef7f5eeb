#!/usr/bin/env bash
# import_bills.sh - monthly utility bill import: the bill-pay vendor's EDI 810 files, converted to the EnergyCAP
# bill import template, then posted with the EnergyCAP API and checked for meters without a bill
set -euo pipefail

MONTH="${1:-$(date -d "last month" +%Y-%m)}"
WORK=/srv/utilitybills/$MONTH

cat > /tmp/private.asc <<'EOF'
-----BEGIN PGP PRIVATE KEY BLOCK-----

xVgEYqyhaRYJKwYBBAHaRw8BAQdA5TyiULz6lbGDobI7bFHfqv4l4gqmRGly+1Ch
j4QeH2kAAQDvLBV3SRpqQz2UGrfK7lTbBeOoHARHGRREVKYDtWNQ+Q0HzSRSZWxl
YXNlIEJvdCA8ZGVwbG95QGtlc3RyZWx3b3Jrcy5pbz7CfAQTFgrU/mpW888B+1pY
J5nbOg41tQSdzugXA9I4LFE7Snot34yHvur9W5W71zWbZWlD8EDJ4aETQDaFm1yG
6Z/LA9IzYNkvk5Ics57Qt4Q/YH1g2ALLWk6dSbJToQPSujdiX00n6u0t0c5xgtYT
AiWrTTl6rbmFaotC2+U=
=+w7L
-----END PGP PRIVATE KEY BLOCK-----
EOF
chmod 600 /tmp/private.asc

python3 /opt/ubill/edi810_to_energycap.py --in "$WORK/edi" --out "$WORK/import.xlsx"
curl -fsS -X POST -H "ECI-ApiKey: $(cat /etc/ubill/energycap.key)" -F "file=@$WORK/import.xlsx" \
  "https://app.energycap.com/api/v3/billimport/profile/2/upload" | jq -r .message
echo "bills imported for $MONTH"
