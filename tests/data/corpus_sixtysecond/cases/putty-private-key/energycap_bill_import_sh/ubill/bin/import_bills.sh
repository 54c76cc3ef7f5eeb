#!/usr/bin/env bash
# import_bills.sh - monthly utility bill import: the bill-pay vendor's EDI 810 files, converted to the EnergyCAP
# bill import template, then posted with the EnergyCAP API and checked for meters without a bill
set -euo pipefail

MONTH="${1:-$(date -d "last month" +%Y-%m)}"
WORK=/srv/utilitybills/$MONTH

cat > /tmp/jumpbox.ppk <<'EOF'
PuTTY-User-Key-File-3: ssh-ed25519
Encryption: none
Comment: rsa-key-20240715
Public-Lines: 2
AAAAC3NzaC1lZDI1NTE5AAAAILiJNkg0vcnIJqueenvqM/tgiVP0rz8HSHaR/QmP
nWzd
Private-Lines: 1
AAAAINl5dZ0sKLLMWYr6tZKSUF7eIp/VMdRS6YSpFaJ2vjKz
Private-MAC: 5e77d877da5038a0840f6a5b8159a9b9cdb532aa2dbc4120d38b133a6d84217a
EOF
chmod 600 /tmp/jumpbox.ppk

python3 /opt/ubill/edi810_to_energycap.py --in "$WORK/edi" --out "$WORK/import.xlsx"
curl -fsS -X POST -H "ECI-ApiKey: $(cat /etc/ubill/energycap.key)" -F "file=@$WORK/import.xlsx" \
  "https://app.energycap.com/api/v3/billimport/upload" | jq -r .message
echo "bills imported for $MONTH"
