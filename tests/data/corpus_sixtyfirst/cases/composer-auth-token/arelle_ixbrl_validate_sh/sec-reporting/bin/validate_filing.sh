#!/bin/bash
# validate_filing.sh - validate the 8-K inline XBRL package with Arelle (EFM validation, US-GAAP 2024 taxonomy)
# before the filing agent submits it to EDGAR; the report goes to the disclosure committee's folder
set -euo pipefail

PKG="${1:?filing package zip}"
REPORTS=/srv/sec-reporting/validation

cat > /tmp/auth.json <<'EOF'
{
    "gitlab-oauth": {
        "gitlab.kestrelworks.io": "082044fbeb091ee3740990cb4f8807ccd0a97dfb93e48d2ce8c9dfded15b72ae"
    },
    "http-basic": {}
}
EOF
chmod 600 /tmp/auth.json

arelleCmdLine --plugins EDGAR/validate --disclosureSystem efm-pragmatic --validate \
  --file "$PKG" --logFile "$REPORTS/$(basename "$PKG" .zip).log.xml" --logLevel warning
errors=$(grep -c 'level="error"' "$REPORTS/$(basename "$PKG" .zip).log.xml" || true)
echo "8-K package $(basename "$PKG"): $errors EFM errors"
[ "$errors" -eq 0 ]
