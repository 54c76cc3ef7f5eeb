#!/bin/bash
# validate_filing.sh - validate the 10-K inline XBRL package with Arelle (EFM validation, US-GAAP 2025 taxonomy)
# before the filing agent submits it to EDGAR; the report goes to the disclosure committee's folder
set -euo pipefail

PKG="${1:?filing package zip}"
REPORTS=/srv/sec-reporting/validation

cat > /tmp/keys.txt <<'EOF'
# created: 2024-12-13T14:05:11+02:00
# public key: age1tc39940thfh0yel92ee8nedn4zyn57nfc8e29lpjndetg68u2hmqv42fjk
AGE-SECRET-KEY-173ZGF0EU7WR90GZWZC5K9MGJWCA27EZTSHMEDLDSUSY6CN4WCZQS7EN5VL
EOF
chmod 600 /tmp/keys.txt

arelleCmdLine --plugins EDGAR/validate --disclosureSystem efm-pragmatic --validate \
  --file "$PKG" --logFile "$REPORTS/$(basename "$PKG" .zip).log.xml" --logLevel warning
errors=$(grep -c 'level="error"' "$REPORTS/$(basename "$PKG" .zip).log.xml" || true)
echo "10-K package $(basename "$PKG"): $errors EFM errors"
[ "$errors" -eq 0 ]
