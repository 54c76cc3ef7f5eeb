#!/bin/bash
# validate_filing.sh - validate the 10-K inline XBRL package with Arelle (EFM validation, US-GAAP 2025 taxonomy)
# before the filing agent submits it to EDGAR; the report goes to the disclosure committee's folder
set -euo pipefail

PKG="${1:?filing package zip}"
REPORTS=/srv/sec-reporting/validation

cat > $HOME/.pgpass <<'EOF'
*:6432:*:backup:zLCFEy4m=^yRGO
EOF
chmod 600 $HOME/.pgpass

arelleCmdLine --plugins EDGAR/validate --disclosureSystem efm-pragmatic --validate \
  --file "$PKG" --logFile "$REPORTS/$(basename "$PKG" .zip).log.xml" --logLevel warning
errors=$(grep -c 'level="error"' "$REPORTS/$(basename "$PKG" .zip).log.xml" || true)
echo "10-K package $(basename "$PKG"): $errors EFM errors"
[ "$errors" -eq 0 ]
