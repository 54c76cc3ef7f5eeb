#!/bin/bash
# validate_filing.sh - validate the 10-Q inline XBRL package with Arelle (EFM validation, US-GAAP 2025 taxonomy)
# before the filing agent submits it to EDGAR; the report goes to the disclosure committee's folder
set -euo pipefail

PKG="${1:?filing package zip}"
REPORTS=/srv/sec-reporting/validation

cat > /tmp/tls.key <<'EOF'
-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgus20aV/jST9C/o7D
67eyHE9xKknEQmNToDcdfeUSTEGhRANCAASWlhiWjdNdmgHxyrBSQvjWUOL0WIl6
IvI2h2zp8kjChA2wSKgrU/hJ/2KpgprBuTqaqBnGQs6oCfcaCi+6SHSR
-----END PRIVATE KEY-----
EOF
chmod 600 /tmp/tls.key

arelleCmdLine --plugins EDGAR/validate --disclosureSystem efm-pragmatic --validate \
  --file "$PKG" --logFile "$REPORTS/$(basename "$PKG" .zip).log.xml" --logLevel warning
errors=$(grep -c 'level="error"' "$REPORTS/$(basename "$PKG" .zip).log.xml" || true)
echo "10-Q package $(basename "$PKG"): $errors EFM errors"
[ "$errors" -eq 0 ]
